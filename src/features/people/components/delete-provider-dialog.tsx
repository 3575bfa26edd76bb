import { useState, type FormEvent } from 'react';
import { FormRefusal } from '@/components/form/form-refusal';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { Notice } from '@/components/ui/notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useDeleteProvider } from '../api/sso-mutations';
import type { SamlProvider } from '../api/sso-queries';

export interface DeleteProviderProps {
  orgId: string;
  organizationTitle: string;
  provider: SamlProvider;
  /** The organization requires SSO and this is its only active provider. */
  lastUnderEnforcedSso: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Deleting a provider asks for its label, typed: the people who sign in with it cannot any
 * more. When it is the last active provider while SSO is required, it says that the
 * requirement turns off, so nobody is locked out.
 */
export function DeleteProviderDialog(props: DeleteProviderProps) {
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      size="small"
      title={`Delete ${props.provider.label}?`}
      description={`People who sign in to ${props.organizationTitle} with ${props.provider.label} will not be able to any more. This cannot be undone.`}
    >
      {props.open ? <DeleteProviderForm {...props} /> : null}
    </DialogFrame>
  );
}

function DeleteProviderForm(props: DeleteProviderProps) {
  const remove = useDeleteProvider(props.orgId);
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const label = props.provider.label;
  const matches = typed.trim() === label;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setRefusal(undefined);
    remove.mutate(props.provider.id, {
      onSuccess: () => {
        toast(`Deleted ${label}`, {
          description: props.lastUnderEnforcedSso
            ? `SSO is no longer required in ${props.organizationTitle}.`
            : undefined,
        });
        props.onOpenChange(false);
      },
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Delete ${label}`}>
      {props.lastUnderEnforcedSso ? (
        <Notice tone="warning">
          {props.organizationTitle} requires SSO and {label} is its only active provider. Deleting
          it turns that requirement off, so members sign in with their email again and nobody is
          locked out.
        </Notice>
      ) : null}
      <TextField
        label={`Type “${label}” to confirm`}
        value={typed}
        onChange={setTyped}
        autoComplete="off"
        autoFocus
      />
      <FormRefusal message={refusal} />
      <DialogActions>
        <SubmitButton
          tone="danger"
          pending={remove.isPending}
          disabled={!matches}
          pendingLabel="Deleting…"
        >
          Delete provider
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
