import { GitMerge } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useMergeChangeRequest } from '../api/change-request-mutations';
import type { ChangeRequest } from '../api/change-request-queries';
import styles from './merge-action.module.css';

/** Why Merge is off, or undefined when the request can merge now. */
export function mergeBlocker(request: ChangeRequest, dirty: boolean): string | undefined {
  if (request.status === 'merged') return 'This change request is already merged.';
  if (request.status === 'archived')
    return 'Archived change requests cannot merge; reopen it first.';
  if (!request.permissions.merge)
    return 'Only reviewers, creators and admins can merge, and only while the space is not locked.';
  if (dirty) return 'Save or discard your description edits before merging.';
  return undefined;
}

/** Merge, after a confirmation; when it cannot merge, a disabled button that says why. */
export function MergeAction(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
  dirty: boolean;
}) {
  const { request } = props;
  const merge = useMergeChangeRequest(props.spaceId, props.changeRequestId);
  const reasonId = useId();
  const blocker = mergeBlocker(request, props.dirty);
  const run = async () => {
    try {
      const result = await merge.mutateAsync();
      toast(`Change request #${request.number} merged`, {
        description: `The space is now at revision ${result.revision}.`,
      });
    } catch (failure) {
      toast('Could not merge', { description: errorMessage(failure), tone: 'error' });
    }
  };
  if (request.status === 'merged') return null;
  return (
    <span className={styles.merge}>
      {blocker ? (
        <>
          <Button variant="primary" disabled aria-describedby={reasonId}>
            <GitMerge size={16} aria-hidden />
            Merge
          </Button>
          <span id={reasonId} className="muted">
            {blocker}
          </span>
        </>
      ) : (
        <ConfirmDialog
          trigger={
            <Button variant="primary" disabled={merge.isPending}>
              <GitMerge size={16} aria-hidden />
              {merge.isPending ? 'Merging…' : 'Merge'}
            </Button>
          }
          title={`Merge change request #${request.number}?`}
          description={
            request.outdated
              ? 'This request is outdated: the main content changed since it was last updated. Merging applies its changes over the newer content, and every other open request of the space becomes outdated.'
              : 'Its changes become the space’s main content, and every other open request of the space becomes outdated.'
          }
          confirmLabel="Merge"
          onConfirm={() => void run()}
        />
      )}
    </span>
  );
}
