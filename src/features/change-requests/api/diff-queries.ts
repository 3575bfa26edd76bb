import { apiQueryOptions } from '@/lib/api-queries';
import { changeRequestKeys } from './change-request-queries';

/*
 * The bodies a request's diff compares (decision 0037): a page's Document in the request's base
 * and head revisions. A revision never changes once made, so a body read once never goes stale;
 * the keys sit under the request's, which keeps them with the request in the cache.
 */
export const diffKeys = {
  pageDocument: (spaceId: string, changeRequestId: string, revisionId: string, pageId: string) =>
    [
      ...changeRequestKeys.detail(spaceId, changeRequestId),
      'revisions',
      revisionId,
      'page',
      pageId,
      'document',
    ] as const,
};

export const diffQueries = {
  /** One page's bare Document as a revision holds it. */
  pageDocument: (spaceId: string, changeRequestId: string, revisionId: string, pageId: string) =>
    apiQueryOptions(
      diffKeys.pageDocument(spaceId, changeRequestId, revisionId, pageId),
      '/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}/document',
      { path: { spaceId, revisionId, pageId } },
      { staleTime: Infinity },
    ),
};
