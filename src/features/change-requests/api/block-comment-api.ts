import { useApiMutation } from '@/lib/api-mutation';
import { readOptions } from '@/lib/api-queries';

/*
 * Comments anchored to a block of a page (decision 0037): `page` is a page of the request's
 * head revision, `node` a block's `key` in that page's Document. What posting one makes stale
 * comes from the operation's cache effects (src/api/cache-effects.ts).
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
  });
}

export const anchorQueries = {
  /** A page of the request's head, with its title and body: where an anchored comment points. */
  headPage: (spaceId: string, changeRequestId: string, pageId: string) =>
    readOptions('/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/page/{pageId}', {
      path: { spaceId, changeRequestId, pageId },
    }),
};
