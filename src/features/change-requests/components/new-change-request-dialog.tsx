import { ContractForm } from '@/components/form/contract-form';
import { useNavigate } from '@tanstack/react-router';
import { useContractForm } from '@/components/form/use-contract-form';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { toast } from '@/components/ui/toast';
import { useCreateChangeRequest } from '../api/change-request-mutations';
import { createSubjectRule, subjectHint, validateSubject } from '../subject-rules';

export interface SpaceChoice {
  id: string;
  title: string;
}

/** Opens a change request in a space (chosen here, or the one space given), then shows it. */
export function NewChangeRequestDialog(props: {
  orgId: string;
  spaces: SpaceChoice[];
  onClose: () => void;
}) {
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="New change request"
      description="A change request starts from the space’s current content; it is a draft until you ask for review."
    >
      <NewChangeRequestForm {...props} />
    </DialogFrame>
  );
}

function NewChangeRequestForm(props: {
  orgId: string;
  spaces: SpaceChoice[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const create = useCreateChangeRequest();
  const contract = useContractForm({
    defaultValues: { spaceId: props.spaces[0]?.id ?? '', subject: '' },
    save: ({ spaceId, subject }) =>
      create.mutateAsync({ spaceId, body: { subject: subject.trim() } }),
    onSaved: (created) => {
      toast(`Change request #${created.number} created`);
      props.onClose();
      void navigate({
        to: '/orgs/$orgId/spaces/$spaceId/change-requests/$changeRequestId',
        params: {
          orgId: props.orgId,
          spaceId: created.space,
          changeRequestId: String(created.number),
        },
      });
    },
  });
  const { form } = contract;

  return (
    <ContractForm of={contract} submit="Create change request" pendingLabel="Creating…" inDialog>
      {props.spaces.length > 1 ? (
        <form.AppField name="spaceId">
          {(field) => (
            <field.SelectField
              label="Space"
              options={props.spaces.map((space) => ({ value: space.id, label: space.title }))}
            />
          )}
        </form.AppField>
      ) : (
        <p className="muted">In {props.spaces[0]?.title ?? 'this space'}.</p>
      )}
      <form.AppField name="subject" validators={{ onChange: validateSubject(createSubjectRule) }}>
        {(field) => (
          <field.TextField
            label="Subject"
            hint={subjectHint(field.state.value, createSubjectRule)}
            autoComplete="off"
          />
        )}
      </form.AppField>
    </ContractForm>
  );
}
