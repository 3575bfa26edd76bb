import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  ContentRefLink,
  contentRefLabel,
  type RefContext,
} from '@/components/content-ref/content-ref-link';
import { DocumentView } from '@/components/rich-text/document-view';
import type { LooseDocument } from '@/components/rich-text/slate-types';
import { ErrorNotice } from '@/components/ui/notice';
import { PageSkeleton } from '@/components/ui/skeleton';
import { diffQueries } from '../api/diff-queries';
import styles from './changes-section.module.css';

/**
 * A page the request adds, as its revision holds it, or one it deletes, as the base revision
 * held it, marked as deleted (in words and as removed content, not by colour alone).
 */
export function PageSnapshot(props: {
  spaceId: string;
  revisionId: string;
  page: { id: string; title: string };
  deleted: boolean;
}) {
  const { spaceId, revisionId, page, deleted } = props;
  const body = useQuery(diffQueries.pageDocument(spaceId, revisionId, page.id));
  const noteId = useId();
  if (body.isError) return <ErrorNotice error={body.error} />;
  if (!body.data) return <PageSkeleton label={`Loading ${page.title}…`} />;
  const label = deleted
    ? `${page.title}, as it was before it was deleted`
    : `${page.title}, as the request adds it`;
  return (
    <section aria-label={label} aria-describedby={noteId}>
      <p id={noteId} className="muted">
        {deleted ? 'The request deletes this page. It was:' : 'The request adds this page:'}
      </p>
      {deleted ? (
        <del className={styles.deleted}>
          <DocumentView document={body.data as LooseDocument} label={label} />
        </del>
      ) : (
        <DocumentView document={body.data as LooseDocument} label={label} />
      )}
    </section>
  );
}

/** Where a link page leads, in the revision that holds it, opening its target. */
export function LinkTarget(props: {
  spaceId: string;
  revisionId: string;
  pageId: string;
  context: RefContext;
}) {
  const link = useQuery(diffQueries.page(props.spaceId, props.revisionId, props.pageId));
  if (link.data?.type !== 'link') return null;
  return (
    <span className={styles.target}>
      leads to{' '}
      <ContentRefLink target={link.data.target} context={props.context}>
        {contentRefLabel(link.data.target, props.context)}
      </ContentRefLink>
    </span>
  );
}
