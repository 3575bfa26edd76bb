import { readOptions } from '@/lib/api-queries';

export type { RevisionOutlinePage } from '@/api/schema.gen';

/*
 * The pages of a space's revision (decision 0037), read by the revision's id: the space names
 * its current one (`Space.revision`), and a merge or an import moves it, so the space's pages
 * then show the merged content. A revision never changes, so nothing read of it goes stale.
 */
export const spacePageQueries = {
  /** The page tree with titles and no bodies (a space of 500 pages sends its titles only). */
  outline: (spaceId: string, revisionId: string) =>
    readOptions(
      '/v1/spaces/{spaceId}/revisions/{revisionId}/outline',
      { path: { spaceId, revisionId } },
      { staleTime: Infinity },
    ),
  /** One page's body, read when the page is opened. */
  document: (spaceId: string, revisionId: string, pageId: string) =>
    readOptions(
      '/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}/document',
      { path: { spaceId, revisionId, pageId } },
      { staleTime: Infinity },
    ),
};
