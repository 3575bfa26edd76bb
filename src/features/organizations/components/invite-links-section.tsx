import { useState } from 'react';
import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { validateWith } from '@/lib/forms/check-rule';
import { useApiMutation } from '@/lib/api-mutation';

/** A question waiting for the person's answer in the confirmation dialog. */
interface Question {
  inviteId: string;
  answer: (confirmed: boolean) => void;
}

/**
 * Revoking by id, after a confirmation: the platform answers 204 whether or not the invite
 * existed. The id is a path parameter, so its length is the server's to check.
 */
export function InviteLinksSection(props: { orgId: string; readOnly: boolean }) {
  const revoke = useApiMutation('delete', '/v1/orgs/{organizationId}/link-invites/{inviteId}', {
    request: (inviteId: string) => ({
      params: { path: { organizationId: props.orgId, inviteId } },
    }),
  });
  const [question, setQuestion] = useState<Question>();
  const confirmed = (inviteId: string) =>
    new Promise<boolean>((resolve) => setQuestion({ inviteId, answer: resolve }));
  const answer = (yes: boolean) => {
    question?.answer(yes);
    setQuestion(undefined);
  };

  const { form, formProps, refusal } = useContractForm({
    defaultValues: { inviteId: '' },
    save: async ({ inviteId }) => {
      const id = inviteId.trim();
      if (!(await confirmed(id))) return undefined;
      await revoke.mutateAsync(id);
      return id;
    },
    onSaved: (id) => {
      if (id === undefined) return;
      form.reset();
      toast('Invite link revoked', {
        description: `Invite link ${id} was revoked, or it did not exist.`,
      });
    },
  });

  return (
    <Card title="Invite links">
      <form {...formProps} className={formStyles.inline}>
        <form.AppField
          name="inviteId"
          validators={{
            onChange: validateWith(undefined, {
              required: true,
              messages: { required: 'Enter the id of the invite link.' },
            }),
          }}
        >
          {(field) => <field.TextField label="Invite link id" disabled={props.readOnly} />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton tone="danger" disabled={props.readOnly}>
            Revoke invite link
          </form.SubmitButton>
        </form.AppForm>
      </form>
      <FormRefusal message={refusal} />
      <ConfirmDialog
        open={question !== undefined}
        onOpenChange={(open) => {
          if (!open) answer(false);
        }}
        title="Revoke this invite link?"
        description={`People who have invite link ${question?.inviteId ?? ''} will no longer be able to join with it.`}
        confirmLabel="Revoke"
        tone="danger"
        onConfirm={() => answer(true)}
      />
    </Card>
  );
}
