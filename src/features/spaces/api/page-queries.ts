import { apiQueryOptions } from '@/lib/api-queries';
import { spaceKeys } from './content-queries';

export type { RevisionPage } from '@/api/schema.gen';

/*
 * The pages of a space's current revision (decision 0037). Keys sit under the space's, so a
 * merge, which makes the spaces stale, shows the merged pages.
 */
export const spacePageKeys = {
  tree: (spaceId: string) => [...spaceKeys.detail(spaceId), 'pages'] as const,
  page: (spaceId: string, pageId: string) =>
    [...spaceKeys.detail(spaceId), 'page', pageId] as const,
};

export const spacePageQueries = {
  /** The page tree, bodies included (the operation has no way to leave them out). */
  tree: (spaceId: string) =>
    apiQueryOptions(spacePageKeys.tree(spaceId), '/v1/spaces/{spaceId}/content/pages', {
      path: { spaceId },
    }),
  /** One page with its body. */
  page: (spaceId: string, pageId: string) =>
    apiQueryOptions(
      spacePageKeys.page(spaceId, pageId),
      '/v1/spaces/{spaceId}/content/page/{pageId}',
      {
        path: { spaceId, pageId },
      },
    ),
};
