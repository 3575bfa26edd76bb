import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { reportOutcome } from '@/components/ui/outcome-toast';
import { useUpdateChangeRequest } from '../api/change-request-mutations';
import type { ChangeRequest } from '../api/change-request-queries';
import { statusLabel, type ChangeRequestStatus } from '../list-search';

/** Status moves a person can make from each status, with the words for them. */
const statusActions: Record<ChangeRequestStatus, { to: ChangeRequestStatus; label: string }[]> = {
  draft: [
    { to: 'open', label: 'Ask for review' },
    { to: 'archived', label: 'Archive' },
  ],
  open: [
    { to: 'draft', label: 'Back to draft' },
    { to: 'archived', label: 'Archive' },
  ],
  archived: [{ to: 'open', label: 'Reopen' }],
  merged: [],
};

/** The buttons that move the request between draft, review and archive; archiving asks first. */
export function StatusActions(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
}) {
  const { request } = props;
  const update = useUpdateChangeRequest(props.spaceId, props.changeRequestId);
  if (!request.permissions.edit) return null;
  const move = (to: ChangeRequestStatus) =>
    reportOutcome(update.mutateAsync({ status: to }), {
      success: `Change request #${request.number} is now ${statusLabel(to).toLowerCase()}`,
      failure: 'Could not change the status',
    });
  return (
    <>
      {statusActions[request.status].map((action) =>
        action.to === 'archived' ? (
          <ConfirmDialog
            key={action.to}
            trigger={<Button disabled={update.isPending}>{action.label}</Button>}
            title={`Archive change request #${request.number}?`}
            description="It leaves the review queue. You can reopen it later from the Archived tab."
            confirmLabel="Archive"
            onConfirm={() => void move('archived')}
          />
        ) : (
          <Button key={action.to} disabled={update.isPending} onClick={() => void move(action.to)}>
            {action.label}
          </Button>
        ),
      )}
    </>
  );
}
