import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, data } from '@/lib/api-client';
import { changeRequestKeys } from './change-request-queries';

type Schemas = components['schemas'];
export type Comment = Schemas['Comment'];
export type CommentReply = Schemas['CommentReply'];

/** Threads on one request are far fewer than this; one page holds them. */
const threadLimit = 200;

/** The text of a body asked for as Markdown (`format=markdown`). */
export function bodyText(body: Schemas['BodyDoc']): string {
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

export const commentQueries = {
  /** Oldest first, as a conversation reads. */
  threads: (spaceId: string, changeRequestId: string) =>
    queryOptions({
      queryKey: commentKeys.threads(spaceId, changeRequestId),
      // Named, so the Document inside stays a reference in emitted types (not an expansion).
      queryFn: ({ signal }): Promise<Schemas['CommentList']> =>
        data(
          api().GET('/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments', {
            params: {
              path: { spaceId, changeRequestId },
              query: { order: 'asc', format: 'markdown', limit: threadLimit },
            },
            signal,
          }),
        ),
    }),
  replies: (spaceId: string, changeRequestId: string, commentId: string) =>
    queryOptions({
      queryKey: commentKeys.replies(spaceId, changeRequestId, commentId),
      // Named, so the Document inside stays a reference in emitted types (not an expansion).
      queryFn: ({ signal }): Promise<Schemas['CommentReplyList']> =>
        data(
          api().GET(
            '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies',
            {
              params: {
                path: { spaceId, changeRequestId, commentId },
                query: { format: 'markdown', limit: threadLimit },
              },
              signal,
            },
          ),
        ),
    }),
};
