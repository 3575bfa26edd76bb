import { useMutation } from '@tanstack/react-query';
import { api, data, done } from '@/lib/api-client';
import { changeRequestKeys } from './change-request-queries';
import type { Comment, CommentReply } from './comment-queries';

/*
 * Every change to a thread makes the request stale (its open comments count, its threads and
 * replies sit under its key) and the lists, which show the count.
 */
interface Ids {
  spaceId: string;
  changeRequestId: string;
}

const stale = ({ spaceId, changeRequestId }: Ids) => [
  changeRequestKeys.detail(spaceId, changeRequestId),
  changeRequestKeys.lists(),
];

export function usePostComment(ids: Ids) {
  return useMutation({
    // Named results, so the Documents inside stay references in emitted types.
    mutationFn: (markdown: string): Promise<Comment> =>
      data(
        api().POST('/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments', {
          params: { path: ids },
          body: { body: { markdown } },
        }),
      ),
    meta: { invalidates: stale(ids) },
  });
}

export function useEditComment(ids: Ids) {
  return useMutation({
    mutationFn: ({
      commentId,
      markdown,
    }: {
      commentId: string;
      markdown: string;
    }): Promise<Comment> =>
      data(
        api().PUT('/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}', {
          params: { path: { ...ids, commentId } },
          body: { body: { markdown } },
        }),
      ),
    meta: { invalidates: stale(ids) },
  });
}

export function useDeleteComment(ids: Ids) {
  return useMutation({
    mutationFn: (commentId: string) =>
      done(
        api().DELETE(
          '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}',
          { params: { path: { ...ids, commentId } } },
        ),
      ),
    meta: { invalidates: stale(ids) },
  });
}

const replyPath =
  '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies/{commentReplyId}' as const;

export function usePostReply(ids: Ids) {
  return useMutation({
    mutationFn: ({
      commentId,
      markdown,
    }: {
      commentId: string;
      markdown: string;
    }): Promise<CommentReply> =>
      data(
        api().POST(
          '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies',
          { params: { path: { ...ids, commentId } }, body: { body: { markdown } } },
        ),
      ),
    meta: { invalidates: stale(ids) },
  });
}

export function useEditReply(ids: Ids) {
  return useMutation({
    mutationFn: (vars: {
      commentId: string;
      commentReplyId: string;
      markdown: string;
    }): Promise<CommentReply> =>
      data(
        api().PUT(replyPath, {
          params: {
            path: { ...ids, commentId: vars.commentId, commentReplyId: vars.commentReplyId },
          },
          body: { body: { markdown: vars.markdown } },
        }),
      ),
    meta: { invalidates: stale(ids) },
  });
}

export function useDeleteReply(ids: Ids) {
  return useMutation({
    mutationFn: (vars: { commentId: string; commentReplyId: string }) =>
      done(api().DELETE(replyPath, { params: { path: { ...ids, ...vars } } })),
    meta: { invalidates: stale(ids) },
  });
}
