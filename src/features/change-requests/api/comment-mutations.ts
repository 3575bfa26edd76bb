import { useApiMutation } from '@/lib/api-mutation';

/* What each change to a thread makes stale is the operation's entry in src/api/cache-effects.ts. */
interface Ids {
  spaceId: string;
  changeRequestId: string;
}

const commentsPath = '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments';
const commentPath = `${commentsPath}/{commentId}` as const;
const repliesPath = `${commentPath}/replies` as const;
const replyPath = `${repliesPath}/{commentReplyId}` as const;

/**
 * The request that writes a comment's or a reply's text: the request's ids with the rest of the
 * variables (the comment, the reply) as the path, and the text as the body.
 */
const textRequest =
  (ids: Ids) =>
  <T extends object>({ markdown, ...path }: T & { markdown: string }) => ({
    params: { path: { ...ids, ...path } },
    body: { body: { markdown } },
  });

export function usePostComment(ids: Ids) {
  return useApiMutation('post', commentsPath, {
    request: (markdown: string) => textRequest(ids)({ markdown }),
  });
}

export function useEditComment(ids: Ids) {
  return useApiMutation('put', commentPath, {
    request: textRequest(ids)<{ commentId: string }>,
  });
}

export function useDeleteComment(ids: Ids) {
  return useApiMutation('delete', commentPath, {
    request: (commentId: string) => ({ params: { path: { ...ids, commentId } } }),
  });
}

export function usePostReply(ids: Ids) {
  return useApiMutation('post', repliesPath, {
    request: textRequest(ids)<{ commentId: string }>,
  });
}

export function useEditReply(ids: Ids) {
  return useApiMutation('put', replyPath, {
    request: textRequest(ids)<{ commentId: string; commentReplyId: string }>,
  });
}

export function useDeleteReply(ids: Ids) {
  return useApiMutation('delete', replyPath, {
    request: (reply: { commentId: string; commentReplyId: string }) => ({
      params: { path: { ...ids, ...reply } },
    }),
  });
}
