import { RefreshCw, TriangleAlert } from 'lucide-react';
import { MutationButton } from '@/components/ui/mutation-button';
import { useUpdateFromMain } from '../api/change-request-mutations';
import type { ChangeRequest } from '../api/change-request-queries';
import styles from './outdated-banner.module.css';

/** Says the space moved on since the request started, and offers Update from main. */
export function OutdatedBanner(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
  dirty: boolean;
}) {
  const update = useUpdateFromMain(props.spaceId, props.changeRequestId);
  const canUpdate = props.request.permissions.edit && props.request.status !== 'archived';
  return (
    <div className={styles.banner} role="region" aria-label="Outdated">
      <TriangleAlert className={styles.icon} size={20} aria-hidden />
      <p className={styles.text}>
        <strong>Outdated.</strong> The space’s main content changed since this change request
        started or was last updated.
        {props.request.conflicts.length > 0
          ? ' Some of its pages conflict with those changes, so it cannot be updated (see the Merge box).'
          : ''}
        {props.dirty ? ' Save or discard your description edits before updating.' : ''}
      </p>
      {canUpdate && props.request.conflicts.length === 0 ? (
        <MutationButton
          mutation={update}
          disabled={props.dirty}
          icon={<RefreshCw size={16} aria-hidden />}
          pendingLabel="Updating…"
          outcome={{
            success: (result) =>
              result.result === 'conflicts'
                ? {
                    title: 'Not updated from main',
                    description:
                      'This request and the main content changed the same pages differently; the Merge box lists them.',
                  }
                : {
                    title: 'Updated from main',
                    description: 'The change request now starts from the space’s latest content.',
                  },
            failure: 'Could not update from main',
          }}
        >
          Update from main
        </MutationButton>
      ) : null}
    </div>
  );
}
