import { CircleCheck, CircleX } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/class-names';
import type { ChangeRequest } from '../api/change-request-queries';
import { distinctChecks } from '../merge-checks';
import { ConflictList } from './conflict-list';
import { MergeAction } from './merge-action';
import styles from './merge-box.module.css';

/**
 * Where the request stands against the merge rules (decision 0019): the pages in conflict with
 * main, which block merging whatever the rules say (decision 0037), each rule with a tick or a
 * cross and why, then Merge, which the rules enable (or Bypass, for the people they allow).
 */
export function MergeBox(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
  dirty: boolean;
}) {
  const { request } = props;
  if (request.status === 'merged') return null;
  const { source } = request.mergeability;
  const checks = distinctChecks(request.mergeability.checks);
  return (
    <Card title="Merge">
      <ConflictList request={request} />
      {request.outdated && request.conflicts.length === 0 ? (
        <p className="muted">
          The main content changed since this request started. Merging applies the changes the
          Changes tab shows over it; the rest of the main content stays as it is now.
        </p>
      ) : null}
      {checks.length === 0 ? (
        <p className="muted">No merge rules apply to this space.</p>
      ) : (
        <>
          <p className="muted">
            {source === 'organization'
              ? 'The organization’s merge rules (this space follows them):'
              : 'This space’s merge rules:'}
          </p>
          <ul className={cx('plain-list', styles.checks)} aria-label="Merge rules">
            {checks.map((check, index) => (
              <li key={`${index}-${check.rule}`} className={styles.check}>
                {check.passed ? (
                  <CircleCheck size={16} aria-hidden className={styles.passed} />
                ) : (
                  <CircleX size={16} aria-hidden className={styles.failed} />
                )}
                <span className="visually-hidden">{check.passed ? 'Met: ' : 'Not met: '}</span>
                {check.message}
              </li>
            ))}
          </ul>
        </>
      )}
      <MergeAction {...props} />
    </Card>
  );
}
