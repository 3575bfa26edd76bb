import { useApiMutation } from '@/lib/api-mutation';
import { apiQueryOptions } from '@/lib/api-queries';
import { changeRequestKeys } from './change-request-queries';

/*
 * Comments anchored to a block of a page (decision 0037): `page` is a page of the request's
 * head revision, `node` a block's `key` in that page's Document. Writing one makes the request
 * stale (its threads and open count sit under its key) and the lists, which show the count.
 */
interface Ids {
  spaceId: string;
  changeRequestId: string;
}

export interface BlockAnchor {
  page: string;
  node: string;
}

export function usePostBlockComment(ids: Ids) {
  return useApiMutation('post', '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments', {
    request: ({ markdown, ...anchor }: BlockAnchor & { markdown: string }) => ({
      params: { path: ids },
      body: { body: { markdown }, ...anchor },
    }),
    meta: {
      invalidates: [
        changeRequestKeys.detail(ids.spaceId, ids.changeRequestId),
        changeRequestKeys.lists(),
      ],
    },
  });
}

export const anchorQueries = {
  /** A page of the request's head, with its title and body: where an anchored comment points. */
  headPage: (spaceId: string, changeRequestId: string, pageId: string) =>
    apiQueryOptions(
      [...changeRequestKeys.detail(spaceId, changeRequestId), 'content', 'page', pageId] as const,
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/page/{pageId}',
      { path: { spaceId, changeRequestId, pageId } },
    ),
};
