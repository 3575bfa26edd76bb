import { readOptions } from '@/lib/api-queries';

/*
 * The bodies a request's diff compares (decision 0037): a page's Document in the request's base
 * and head revisions. A revision never changes once made, so a body read once never goes stale.
 */
export const diffQueries = {
  /** One page's bare Document as a revision holds it. */
  pageDocument: (spaceId: string, revisionId: string, pageId: string) =>
    readOptions(
      '/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}/document',
      { path: { spaceId, revisionId, pageId } },
      { staleTime: Infinity },
    ),
  /** One page as a revision holds it (a link's target, which has no body). */
  page: (spaceId: string, revisionId: string, pageId: string) =>
    readOptions(
      '/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}',
      { path: { spaceId, revisionId, pageId } },
      { staleTime: Infinity },
    ),
};
