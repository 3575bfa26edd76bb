import { useSuspenseQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/class-names';
import { reviewQueries } from '../api/review-queries';
import { describeChange } from '../change-labels';
import styles from './changes-section.module.css';

/**
 * The pages the request adds, edits and removes against the revision it started from
 * (`changes`, decision 0019), each with its path.
 */
export function ChangesSection(props: { spaceId: string; changeRequestId: string }) {
  const { data: changes } = useSuspenseQuery(
    reviewQueries.changes(props.spaceId, props.changeRequestId),
  );
  return (
    <Card title="Changes">
      {changes.changes.length === 0 ? (
        <p className="muted">This request changes no page yet.</p>
      ) : (
        <ul className={cx('plain-list', styles.list)} aria-label="Changed pages">
          {changes.changes.map((change, index) => {
            const { kind, subject } = describeChange(change);
            const path = 'page' in change ? change.page.path : undefined;
            return (
              <li key={index} className={styles.change}>
                <span className={styles.kind}>{kind}</span>
                <span>{subject}</span>
                {path ? <code className="muted">{path}</code> : null}
              </li>
            );
          })}
        </ul>
      )}
      {changes.more ? <p className="muted">And {changes.more} more changes.</p> : null}
    </Card>
  );
}
