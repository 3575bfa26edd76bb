import { useApiMutation } from '@/lib/api-mutation';
import { readOptions } from '@/lib/api-queries';

export type { Comment } from '@/api/schema.gen';

/** A page's threads are far fewer than this; one list page holds them. */
const threadLimit = 200;

/** Comments on a space's main content (platform-values §6.1), bodies as Markdown text. */
export const spaceCommentQueries = {
  /** The comments on one page, oldest first, as a conversation reads. */
  onPage: (spaceId: string, pageId: string) =>
    readOptions('/v1/spaces/{spaceId}/comments', {
      path: { spaceId },
      query: { targetPage: pageId, order: 'asc', format: 'markdown', limit: threadLimit },
    }),
};

/** Posts a comment on a block of a page of the main content (its current revision). */
export function usePostSpaceBlockComment(spaceId: string) {
  return useApiMutation('post', '/v1/spaces/{spaceId}/comments', {
    request: ({ markdown, page, node }: { page: string; node: string; markdown: string }) => ({
      params: { path: { spaceId } },
      body: { body: { markdown }, page, node },
    }),
  });
}
