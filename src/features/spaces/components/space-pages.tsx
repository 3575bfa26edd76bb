import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, type ReactNode } from 'react';
import { ContentRefLink, contentRefLabel } from '@/components/content-ref/content-ref-link';
import { DocumentView } from '@/components/rich-text/document-view';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { emojiText } from '@/lib/emoji';
import { spacePageQueries } from '../api/page-queries';
import type { OutlinePage } from '../page-outline';
import { PageComments } from './page-comments';
import { SpacePageTree } from './space-page-tree';
import styles from './space-pages.module.css';

interface Ids {
  orgId: string;
  spaceId: string;
  /** The revision shown: the space's current one. */
  revisionId: string;
}

/**
 * A space's pages as its current revision has them: the page tree (titles only, decision 0037)
 * beside the chosen page, which has its own address and whose body is read when it is opened.
 */
export function SpacePages(
  props: Ids & { spaceTitle: string; currentPageId?: string; children: ReactNode },
) {
  const { data: outline } = useSuspenseQuery(
    spacePageQueries.outline(props.spaceId, props.revisionId),
  );
  return (
    <>
      <PageHeader title={`${props.spaceTitle}: pages`} />
      <div className={styles.layout}>
        <nav aria-label="Pages" className={styles.tree}>
          {outline.pages.length === 0 ? (
            <p className="muted">This space has no pages yet.</p>
          ) : (
            <SpacePageTree
              orgId={props.orgId}
              spaceId={props.spaceId}
              pages={outline.pages}
              currentPageId={props.currentPageId}
            />
          )}
        </nav>
        <div className={styles.page}>{props.children}</div>
      </div>
    </>
  );
}

function DocumentBody(props: Ids & { page: OutlinePage; canComment: boolean }) {
  const { data: document } = useSuspenseQuery(
    spacePageQueries.document(props.spaceId, props.revisionId, props.page.id),
  );
  return (
    <>
      <DocumentView document={document} label={props.page.title} />
      <PageComments
        spaceId={props.spaceId}
        pageId={props.page.id}
        document={document}
        canComment={props.canComment}
      />
    </>
  );
}

/** One page of the main content, read-only: a document's body, a group's, a link's target. */
export function SpacePageBody(props: Ids & { page: OutlinePage; canComment: boolean }) {
  const { page } = props;
  const titleId = useId();
  const emoji = page.emoji ? `${emojiText(page.emoji)} ` : '';
  return (
    <article aria-labelledby={titleId}>
      <h2 id={titleId}>
        {emoji}
        {page.title}
      </h2>
      {page.type === 'document' ? (
        <Suspense fallback={<PageSkeleton label={`Loading ${page.title}…`} />}>
          <DocumentBody {...props} />
        </Suspense>
      ) : page.type === 'group' ? (
        <p className="muted">A group: choose one of its pages.</p>
      ) : (
        <p>
          A link to{' '}
          <ContentRefLink target={page.target} context={props}>
            {contentRefLabel(page.target, props)}
          </ContentRefLink>
          .
        </p>
      )}
    </article>
  );
}
