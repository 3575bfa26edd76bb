import { readOptions } from '@/lib/api-queries';

export type { RevisionPage } from '@/api/schema.gen';

/*
 * The pages of a space's current revision (decision 0037). A merge or an import makes them
 * stale through its cache effects, so the space's pages show the merged content.
 */
export const spacePageQueries = {
  /** The page tree, bodies included (the operation has no way to leave them out). */
  tree: (spaceId: string) =>
    readOptions('/v1/spaces/{spaceId}/content/pages', { path: { spaceId } }),
  /** One page with its body. */
  page: (spaceId: string, pageId: string) =>
    readOptions('/v1/spaces/{spaceId}/content/page/{pageId}', { path: { spaceId, pageId } }),
};
