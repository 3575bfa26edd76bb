import { useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useRevokeLinkInvite } from '../api/organization-queries';

/** Revoking by id: the platform answers 204 whether or not the invite existed. */
export function InviteLinksSection(props: { orgId: string; readOnly: boolean }) {
  const [inviteId, setInviteId] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeLinkInvite(props.orgId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = inviteId.trim();
    if (id.length === 0) return setError('Enter the id of the invite link.');
    if (id.length > 255) return setError('An invite id has at most 255 characters.');
    setError(undefined);
    setConfirming(true);
  };

  const confirm = () => {
    const id = inviteId.trim();
    revoke.mutate(id, {
      onSuccess: () => {
        setInviteId('');
        toast('Invite link revoked', {
          description: `Invite link ${id} was revoked, or it did not exist.`,
        });
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Card title="Invite links">
      <form className="inline-form inline-form-bottom" onSubmit={onSubmit} noValidate>
        <TextField
          label="Invite link id"
          error={error}
          value={inviteId}
          disabled={props.readOnly}
          onChange={setInviteId}
        />
        <button
          type="submit"
          className="button button-danger"
          disabled={props.readOnly || revoke.isPending}
        >
          Revoke invite link
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this invite link?"
        description={`People who have invite link ${inviteId.trim()} will no longer be able to join with it.`}
        confirmLabel="Revoke"
        tone="danger"
        onConfirm={confirm}
      />
    </Card>
  );
}
