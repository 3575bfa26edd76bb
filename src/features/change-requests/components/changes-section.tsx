import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Suspense, useMemo, type ReactNode } from 'react';
import type { RefContext } from '@/components/content-ref/content-ref-link';
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
import { comparedRevisions, PageDiff, type ComparedRevisions } from './page-diff';
import { LinkTarget, PageSnapshot } from './page-snapshot';

/** Only a document has a body to show: added, deleted, or edited into a diff. */
const canOpen = (page: ReviewedPage) =>
  (page.pageType ?? 'document') === 'document' && page.kind !== 'moved';

/** A deleted page is read as the base held it; any other as the request's head holds it. */
const revisionOf = (page: ReviewedPage, revisions: ComparedRevisions) =>
  page.kind === 'deleted' ? revisions.base : revisions.head;

/** Whose marks of viewed pages these are when the server does not say who is signed in. */
const unknownViewer = 'anyone';

/**
 * What the request changes against what it started from (decision 0037): every changed page in
 * the tree's order with its title and path, an edited one opening into its rendered diff (with
 * where it was when it moved too), an added one into the page as the request has it and a deleted
 * one into the page as it was; groups and links say what they are, a link where it leads. Each
 * can be marked as viewed, and an edited page's blocks commented on. Changes that are not pages
 * (files, variables) are listed by kind.
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
  const { orgId = '' } = useParams({ strict: false });
  const refContext: RefContext = useMemo(() => ({ orgId, spaceId }), [orgId, spaceId]);
  const renderDiff = (page: ReviewedPage): ReactNode =>
    page.kind === 'added' || page.kind === 'deleted' ? (
      <PageSnapshot
        spaceId={spaceId}
        revisionId={revisionOf(page, revisions)}
        page={page}
        deleted={page.kind === 'deleted'}
      />
    ) : (
      <Suspense fallback={<PageSkeleton label={`Loading the diff of ${page.title}…`} />}>
        <PageDiff spaceId={spaceId} revisions={revisions} page={page} {...blockSlots(page)} />
      </Suspense>
    );
  const renderDetail = (page: ReviewedPage): ReactNode =>
    page.pageType === 'link' ? (
      <LinkTarget
        spaceId={spaceId}
        revisionId={revisionOf(page, revisions)}
        pageId={page.id}
        context={refContext}
      />
    ) : null;
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
            canOpen={(page) => canOpen(page as ReviewedPage)}
            renderDetail={(page) => renderDetail(page as ReviewedPage)}
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
