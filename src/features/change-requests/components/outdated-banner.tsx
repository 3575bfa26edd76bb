import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
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
  const run = async () => {
    try {
      await update.mutateAsync();
      toast('Updated from main', {
        description: 'The change request now starts from the space’s latest content.',
      });
    } catch (failure) {
      toast('Could not update from main', { description: errorMessage(failure), tone: 'error' });
    }
  };
  return (
    <div className={styles.banner} role="region" aria-label="Outdated">
      <TriangleAlert className={styles.icon} size={20} aria-hidden />
      <p className={styles.text}>
        <strong>Outdated.</strong> The space’s main content changed since this change request
        started or was last updated.
        {props.dirty ? ' Save or discard your description edits before updating.' : ''}
      </p>
      {canUpdate ? (
        <Button disabled={update.isPending || props.dirty} onClick={() => void run()}>
          <RefreshCw size={16} aria-hidden />
          {update.isPending ? 'Updating…' : 'Update from main'}
        </Button>
      ) : null}
    </div>
  );
}
