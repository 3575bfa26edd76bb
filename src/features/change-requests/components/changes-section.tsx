import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useMemo, type ReactNode } from 'react';
import { LazyPageChangeList } from '@/components/document-diff/lazy';
import { Card } from '@/components/ui/card';
import { PageSkeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/class-names';
import type { ChangeRequest } from '../api/change-request-queries';
import { reviewQueries } from '../api/review-queries';
import { changedPages, type ReviewedPage } from '../changed-pages';
import { describeChange } from '../change-labels';
import { useViewedPages } from '../viewed-pages';
import styles from './changes-section.module.css';
import { useBlockCommentSlots } from './block-comments';
import { comparedRevisions, PageDiff } from './page-diff';

/** Whose marks of viewed pages these are when the server does not say who is signed in. */
const unknownViewer = 'anyone';

/**
 * What the request changes against what it started from (decision 0037): every changed page in
 * the tree's order with its title and path, an edited one opening into its rendered diff, each
 * to be marked as viewed, and its blocks commented on. Changes that are not pages (files, variables) are listed by kind.
 */
export function ChangesSection(props: {
  spaceId: string;
  changeRequestId: string;
  request: ChangeRequest;
  viewerId: string | undefined;
  /** Where a link leads: the page to open, and the block of it to bring into view. */
  target?: { page?: string | undefined; block?: string | undefined } | undefined;
}) {
  const { spaceId, changeRequestId, request } = props;
  const { data: changes } = useSuspenseQuery(reviewQueries.changes(spaceId, changeRequestId));
  const pages = useMemo(() => changedPages(changes.changes), [changes]);
  const others = changes.changes.filter((change) => !('page' in change));
  const { viewed, setViewed } = useViewedPages(
    { personId: props.viewerId ?? unknownViewer, spaceId, changeRequestId: request.id },
    pages,
  );
  const blockSlots = useBlockCommentSlots(
    { spaceId, changeRequestId },
    request.permissions.comment,
    props.target,
  );
  const revisions = comparedRevisions(request);
  const renderDiff = (page: ReviewedPage): ReactNode => (
    <Suspense fallback={<PageSkeleton label={`Loading the diff of ${page.title}…`} />}>
      <PageDiff spaceId={spaceId} revisions={revisions} page={page} {...blockSlots(page)} />
    </Suspense>
  );
  return (
    <Card title="Changes">
      {changes.changes.length === 0 ? (
        <p className="muted">This request changes no page yet.</p>
      ) : null}
      {pages.length > 0 ? (
        <Suspense fallback={<PageSkeleton label="Loading the changed pages…" />}>
          <LazyPageChangeList
            pages={pages}
            viewed={viewed}
            onViewedChange={setViewed}
            openPage={props.target?.page}
            // The list hands back the page it was given.
            renderDiff={(page) => renderDiff(page as ReviewedPage)}
          />
        </Suspense>
      ) : null}
      {others.length > 0 ? (
        <ul className={cx('plain-list', styles.list)} aria-label="Other changes">
          {others.map((change, index) => {
            const { kind, subject } = describeChange(change);
            return (
              <li key={index} className={styles.change}>
                <span className={styles.kind}>{kind}</span>
                <span>{subject}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {changes.more ? <p className="muted">And {changes.more} more changes.</p> : null}
    </Card>
  );
}
