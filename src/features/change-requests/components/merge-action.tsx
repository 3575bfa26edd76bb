import { GitMerge } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { MutationButton } from '@/components/ui/mutation-button';
import { useMergeChangeRequest } from '../api/change-request-mutations';
import type { ChangeRequest } from '../api/change-request-queries';
import styles from './merge-action.module.css';

const conflictCount = (count: number) => (count === 1 ? '1 page is' : `${count} pages are`);

/** What a merge answered: merged, or refused because the request and main conflict. */
export function mergeOutcome(
  request: ChangeRequest,
  result: { revision: string; result: 'merge' | 'conflicts' },
) {
  if (result.result === 'conflicts')
    return {
      title: `Change request #${request.number} was not merged`,
      description:
        'It conflicts with changes made to the main content since it started; the Merge box lists the pages.',
    };
  return {
    title: `Change request #${request.number} merged`,
    description: `The space is now at revision ${result.revision}.`,
  };
}

/** Why Merge is off, or undefined when the request can merge now. */
export function mergeBlocker(request: ChangeRequest, dirty: boolean): string | undefined {
  if (request.status === 'merged') return 'This change request is already merged.';
  if (request.status === 'archived')
    return 'Archived change requests cannot merge; reopen it first.';
  if (!request.permissions.merge)
    return 'Only reviewers, creators and admins can merge, and only while the space is not locked.';
  if (dirty) return 'Save or discard your description edits before merging.';
  if (request.conflicts.length > 0)
    return `Merging is blocked: ${conflictCount(request.conflicts.length)} in conflict with main (listed above).`;
  if (!request.mergeability.mergeable && !request.mergeability.canBypass)
    return 'The merge rules above are not all met yet.';
  return undefined;
}

/** What the confirmation says: what merging does, and which rules a bypass skips. */
function confirmation(request: ChangeRequest): { title: string; description: string } {
  const effect = request.outdated
    ? 'This request is outdated: the main content changed since it was last updated. Merging applies its changes over the newer content, and every other open request of the space becomes outdated.'
    : 'Its changes become the space’s main content, and every other open request of the space becomes outdated.';
  if (request.mergeability.mergeable)
    return { title: `Merge change request #${request.number}?`, description: effect };
  const failing = request.mergeability.checks
    .filter((check) => !check.passed)
    .map((check) => check.message);
  return {
    title: `Bypass the merge rules and merge #${request.number}?`,
    description: `You are allowed to merge past the rules, which are not met: ${failing.join('; ')}. ${effect}`,
  };
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
  const bypass = !request.mergeability.mergeable && request.mergeability.canBypass;
  const label = bypass ? 'Bypass rules and merge' : 'Merge';
  if (request.status === 'merged') return null;
  return (
    <span className={styles.merge}>
      {blocker ? (
        <>
          <Button variant="primary" disabled aria-describedby={reasonId}>
            <GitMerge size={16} aria-hidden />
            {label}
          </Button>
          <span id={reasonId} className="muted">
            {blocker}
          </span>
        </>
      ) : (
        <MutationButton
          mutation={merge}
          variant={bypass ? 'danger' : 'primary'}
          icon={<GitMerge size={16} aria-hidden />}
          pendingLabel="Merging…"
          confirm={{
            ...confirmation(request),
            confirmLabel: bypass ? 'Bypass and merge' : 'Merge',
            tone: bypass ? 'danger' : 'default',
          }}
          outcome={{
            success: (result) => mergeOutcome(request, result),
            failure: 'Could not merge',
          }}
        >
          {label}
        </MutationButton>
      )}
    </span>
  );
}
