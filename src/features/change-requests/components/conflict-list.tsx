import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { cx } from '@/lib/class-names';
import type { ChangeRequest } from '../api/change-request-queries';
import { placeSearch } from '../activity-tab';
import { conflictReason, conflictSummary } from '../conflicts';
import styles from './merge-box.module.css';

/**
 * The pages in conflict with main (`ChangeRequest.conflicts`), each linking to its place in the
 * Changes tab (the first block both sides changed, when there is one), under a sentence saying
 * that merging and updating are blocked. Nothing when there are none.
 */
export function ConflictList(props: { request: ChangeRequest }) {
  const { conflicts } = props.request;
  if (conflicts.length === 0) return null;
  return (
    <div className={styles.conflicts} role="group" aria-label="Conflicts with main">
      <p className={styles.conflictSummary}>
        <TriangleAlert size={16} aria-hidden className={styles.failed} />
        <span>{conflictSummary(conflicts.length)}</span>
      </p>
      <ul className={cx('plain-list', styles.checks)}>
        {conflicts.map((conflict) => (
          <li key={conflict.page.id} className={styles.check}>
            <Link
              to="."
              search={placeSearch(conflict.page.id, conflict.nodes?.[0])}
              resetScroll={false}
            >
              {conflict.page.title}
            </Link>{' '}
            {conflict.page.path ? <code>{conflict.page.path}</code> : null}:{' '}
            {conflictReason(conflict)}
          </li>
        ))}
      </ul>
    </div>
  );
}
