import type { BodyDoc } from '@/api/schema.gen';
import { apiQueryOptions } from '@/lib/api-queries';
import { changeRequestKeys } from './change-request-queries';

export type { Comment, CommentReply } from '@/api/schema.gen';

/** Threads on one request are far fewer than this; one page holds them. */
const threadLimit = 200;

/** The text of a body asked for as Markdown (`format=markdown`). */
export function bodyText(body: BodyDoc): string {
  return 'markdown' in body ? body.markdown : '';
}

/**
 * Comment threads of one change request (decision 0019), bodies as Markdown text. Keys sit under
 * the request's detail key: a new comment also changes the request's count.
 */
export const commentKeys = {
  threads: (spaceId: string, changeRequestId: string) =>
    [...changeRequestKeys.detail(spaceId, changeRequestId), 'comments'] as const,
  replies: (spaceId: string, changeRequestId: string, commentId: string) =>
    [...commentKeys.threads(spaceId, changeRequestId), commentId, 'replies'] as const,
};

const commentsPath = '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments';

export const commentQueries = {
  /** Oldest first, as a conversation reads. */
  threads: (spaceId: string, changeRequestId: string) =>
    apiQueryOptions(commentKeys.threads(spaceId, changeRequestId), commentsPath, {
      path: { spaceId, changeRequestId },
      query: { order: 'asc', format: 'markdown', limit: threadLimit },
    }),
  replies: (spaceId: string, changeRequestId: string, commentId: string) =>
    apiQueryOptions(
      commentKeys.replies(spaceId, changeRequestId, commentId),
      `${commentsPath}/{commentId}/replies`,
      {
        path: { spaceId, changeRequestId, commentId },
        query: { format: 'markdown', limit: threadLimit },
      },
    ),
};
