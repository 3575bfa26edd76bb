import { useQuery } from '@tanstack/react-query';
import type { BlockCommentSlots } from '@/components/document-diff/diff-row';
import { LazyDocumentDiff } from '@/components/document-diff/lazy';
import type { LooseDocument } from '@/components/rich-text/slate-types';
import { ErrorNotice } from '@/components/ui/notice';
import { PageSkeleton } from '@/components/ui/skeleton';
import { diffQueries } from '../api/diff-queries';

/** The two revisions a request's diff compares (decision 0037). */
export interface ComparedRevisions {
  /** What the request started from, or main when it was last updated from it. */
  base: string;
  /** The request's head. */
  head: string;
}

/** A request's base and head: they stay after the merge, so the diff still shows what it did. */
export function comparedRevisions(request: {
  revision: string;
  revisionInitial: string;
  revisionMergedAncestor?: string;
}): ComparedRevisions {
  return {
    base: request.revisionMergedAncestor ?? request.revisionInitial,
    head: request.revision,
  };
}

/**
 * The rendered diff of one edited page: its body in the base revision against its body in the
 * head, both read when the page is opened.
 */
export function PageDiff(
  props: BlockCommentSlots & {
    spaceId: string;
    revisions: ComparedRevisions;
    page: { id: string; title: string };
  },
) {
  const { spaceId, revisions, page, ...slots } = props;
  // Both at once; `useQuery` rather than the suspense form, which would read one after the other.
  const before = useQuery(diffQueries.pageDocument(spaceId, revisions.base, page.id));
  const after = useQuery(diffQueries.pageDocument(spaceId, revisions.head, page.id));
  if (before.isError || after.isError) {
    return <ErrorNotice error={before.error ?? after.error} />;
  }
  if (!before.data || !after.data) {
    return <PageSkeleton label={`Loading the diff of ${page.title}…`} />;
  }
  return (
    <LazyDocumentDiff
      // The contract's Document is what the editor's loose node types read.
      before={before.data as LooseDocument}
      after={after.data as LooseDocument}
      title={page.title}
      headingLevel={4}
      {...slots}
    />
  );
}
