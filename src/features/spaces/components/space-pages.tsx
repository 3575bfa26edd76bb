import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, type ReactNode } from 'react';
import { DocumentView } from '@/components/rich-text/document-view';
import { PageHeader } from '@/components/ui/page-header';
import { cx } from '@/lib/class-names';
import { spacePageQueries } from '../api/page-queries';
import { outlineOf, type OutlinePage } from '../page-outline';
import styles from './space-pages.module.css';

interface Ids {
  orgId: string;
  spaceId: string;
}

function PageItems(props: Ids & { pages: readonly OutlinePage[] }) {
  return (
    <ul className={cx('plain-list', styles.items)}>
      {props.pages.map((page) => (
        <li key={page.id}>
          {page.kind === 'group' ? (
            <span className={styles.group}>
              {page.emoji ? `${page.emoji} ` : ''}
              {page.title}
            </span>
          ) : (
            <Link
              to="/orgs/$orgId/spaces/$spaceId/pages/$pageId"
              params={{ orgId: props.orgId, spaceId: props.spaceId, pageId: page.id }}
              className={styles.link}
              activeProps={{ 'aria-current': 'page' }}
            >
              {page.emoji ? `${page.emoji} ` : ''}
              {page.title}
            </Link>
          )}
          {page.pages.length > 0 ? <PageItems {...props} pages={page.pages} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * A space's pages as its main content has them: the page tree (documents and groups, titles
 * only) beside the chosen page, which has its own address.
 */
export function SpacePages(props: Ids & { spaceTitle: string; children: ReactNode }) {
  const { data: tree } = useSuspenseQuery(spacePageQueries.tree(props.spaceId));
  const outline = useMemo(() => outlineOf(tree.pages), [tree]);
  return (
    <>
      <PageHeader title={`${props.spaceTitle}: pages`} />
      <div className={styles.layout}>
        <nav aria-label="Pages" className={styles.tree}>
          {outline.length === 0 ? (
            <p className="muted">This space has no pages yet.</p>
          ) : (
            <PageItems orgId={props.orgId} spaceId={props.spaceId} pages={outline} />
          )}
        </nav>
        <div className={styles.page}>{props.children}</div>
      </div>
    </>
  );
}

/** One page of the main content, read-only; its body is read when the page is chosen. */
export function SpacePageBody(props: { spaceId: string; pageId: string }) {
  const { data: page } = useSuspenseQuery(spacePageQueries.page(props.spaceId, props.pageId));
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <h2 id={titleId}>
        {page.emoji ? `${page.emoji} ` : ''}
        {page.title}
      </h2>
      {page.type === 'document' && page.document ? (
        <DocumentView document={page.document} label={page.title} />
      ) : (
        <p className="muted">A group: choose one of its pages.</p>
      )}
    </article>
  );
}
