import type { BodyDoc } from '@/api/schema.gen';
import { readOptions } from '@/lib/api-queries';

export type { Comment, CommentReply } from '@/api/schema.gen';

/** Threads on one request are far fewer than this; one page holds them. */
const threadLimit = 200;

/** The text of a body asked for as Markdown (`format=markdown`). */
export function bodyText(body: BodyDoc): string {
  return 'markdown' in body ? body.markdown : '';
}

const commentsPath = '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments';

/** Comment threads of one change request (decision 0019), bodies as Markdown text. */
export const commentQueries = {
  /** Oldest first, as a conversation reads. */
  threads: (spaceId: string, changeRequestId: string) =>
    readOptions(commentsPath, {
      path: { spaceId, changeRequestId },
      query: { order: 'asc', format: 'markdown', limit: threadLimit },
    }),
  replies: (spaceId: string, changeRequestId: string, commentId: string) =>
    readOptions(`${commentsPath}/{commentId}/replies`, {
      path: { spaceId, changeRequestId, commentId },
      query: { format: 'markdown', limit: threadLimit },
    }),
};
