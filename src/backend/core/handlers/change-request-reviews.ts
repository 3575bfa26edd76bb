import {
  contributorsResponse,
  findReview,
  listReviews,
  removeRequestedReviewer,
  requestReviewers,
  requestedReviewerResponse,
  reviewResponse,
  submitReview,
} from '../domain/change-request-reviews.ts';
import { semanticChanges } from '../domain/change-request-changes.ts';
import {
  findChangeRequest,
  findChangeRequestSpace,
  requireChangeRequestReader,
} from '../domain/change-requests.ts';
import {
  commentResponse,
  deleteComment,
  deleteReply,
  findComment,
  findReply,
  listComments,
  postComment,
  postReply,
  replyResponse,
  updateComment,
  updateReply,
  type BodyFormat,
} from '../domain/comments.ts';
import { defineOperation, SuccessWithStatus } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';
import type { Clock } from '../store/clock.ts';
import type { BackendState, UserRecord } from '../store/state.ts';

/**
 * Reviews, requested reviewers, contributors, changes and comments of a change request: thin
 * handlers; the rules live in domain/change-request-reviews.ts, change-request-changes.ts and
 * comments.ts.
 */

interface RequestContext {
  state: BackendState;
  user: UserRecord;
  params: { spaceId: string; changeRequestId: string };
  clock: Clock;
  origin: string;
}

/** The space (404), the caller's right to read it (403), then the request (404). */
function target(context: RequestContext, format?: BodyFormat) {
  const { state, user, params, clock, origin } = context;
  const space = findChangeRequestSpace(state, params.spaceId, clock.now());
  const membership = requireChangeRequestReader(state, space, user);
  const record = findChangeRequest(state, space, params.changeRequestId);
  return { state, space, record, caller: { user, membership }, origin, format };
}

/**
 * The space (404) and the caller's right to read it (403), as the space's own reads check:
 * the thread of comments on its main content.
 */
function spaceTarget(
  context: Omit<RequestContext, 'params'> & { params: { spaceId: string } },
  format?: BodyFormat,
) {
  const { state, user, params, clock, origin } = context;
  const space = findChangeRequestSpace(state, params.spaceId, clock.now());
  const membership = requireChangeRequestReader(state, space, user);
  return { state, space, caller: { user, membership }, origin, format };
}

/** 205 when something was removed, 204 when there was nothing to remove. */
function removal(removed: boolean) {
  return removed ? new SuccessWithStatus(205, undefined) : undefined;
}

type Thread = Parameters<typeof postComment>[0] & Parameters<typeof commentResponse>[0];
type ThreadQuery = Parameters<typeof listComments>[2] & Parameters<typeof paginateAs>[1];

/**
 * The comment and reply operations, the same on a change request and on the space's main
 * content: each operation finds its thread (and checks access), then calls one of these.
 */
const thread = {
  list: (found: Thread, query: ThreadQuery) =>
    paginateAs(listComments(found.state, found, query), query, (comment) =>
      commentResponse(found, comment),
    ),
  post: (found: Thread, body: Parameters<typeof postComment>[1], now: Date) =>
    commentResponse(found, postComment(found, body, now)),
  get: (found: Thread, commentId: string) =>
    commentResponse(found, findComment(found.state, found, commentId)),
  update(found: Thread, commentId: string, body: Parameters<typeof updateComment>[2], now: Date) {
    const comment = findComment(found.state, found, commentId);
    updateComment(found, comment, body, now);
    return commentResponse(found, comment);
  },
  remove: (found: Thread, commentId: string) => removal(deleteComment(found, commentId)),
  listReplies(found: Thread, commentId: string, query: Parameters<typeof paginateAs>[1]) {
    const comment = findComment(found.state, found, commentId);
    return paginateAs(comment.replies, query, (reply) => replyResponse(found, comment, reply));
  },
  postReply(found: Thread, commentId: string, body: Parameters<typeof postReply>[2], now: Date) {
    const comment = findComment(found.state, found, commentId);
    return replyResponse(found, comment, postReply(found, comment, body, now));
  },
  getReply(found: Thread, commentId: string, replyId: string) {
    const comment = findComment(found.state, found, commentId);
    return replyResponse(found, comment, findReply(comment, replyId));
  },
  updateReply(
    found: Thread,
    commentId: string,
    replyId: string,
    update: Parameters<typeof updateReply>[2],
    now: Date,
  ) {
    const comment = findComment(found.state, found, commentId);
    const reply = findReply(comment, replyId);
    updateReply(found, reply, update, now);
    return replyResponse(found, comment, reply);
  },
  removeReply(found: Thread, commentId: string, replyId: string) {
    const comment = findComment(found.state, found, commentId);
    return removal(deleteReply(found, comment, replyId));
  },
};

export const changeRequestReviewOperations = [
  defineOperation('listChangeRequestReviews', (context) => {
    const found = target(context, context.query.format);
    return paginateAs(listReviews(found.record, context.query.outdated), context.query, (review) =>
      reviewResponse(found, review),
    );
  }),

  defineOperation('submitChangeRequestReview', (context) => {
    const found = target(context);
    return reviewResponse(found, submitReview(found, context.body, context.clock.now()));
  }),

  defineOperation('getChangeRequestReview', (context) => {
    const found = target(context, context.query.format);
    return reviewResponse(found, findReview(found.record, context.params.reviewId));
  }),

  defineOperation('listChangeRequestRequestedReviewers', (context) => {
    const { state, record, origin } = target(context);
    return paginateAs(record.reviewRequests, context.query, (request) =>
      requestedReviewerResponse(state, request, origin),
    );
  }),

  defineOperation('requestChangeRequestReviewers', (context) => {
    const found = target(context);
    const requests = requestReviewers(found, context.body, context.clock.now());
    return {
      users: requests.map((request) =>
        requestedReviewerResponse(found.state, request, found.origin),
      ),
    };
  }),

  defineOperation('removeChangeRequestRequestedReviewer', (context) =>
    removal(removeRequestedReviewer(target(context), context.params.userId)),
  ),

  defineOperation('listChangeRequestContributors', (context) => {
    const { state, record, origin } = target(context);
    const items = contributorsResponse(state, record, origin);
    return { count: items.length, items };
  }),

  defineOperation('getChangeRequestChanges', (context) => {
    const { space, record } = target(context);
    return semanticChanges(context.state, space, record, context.query.limit ?? 10);
  }),

  // Comments of the request.
  defineOperation('listChangeRequestComments', (c) =>
    thread.list(target(c, c.query.format), c.query),
  ),
  defineOperation('postChangeRequestComment', (c) => thread.post(target(c), c.body, c.clock.now())),
  defineOperation('getChangeRequestComment', (c) =>
    thread.get(target(c, c.query.format), c.params.commentId),
  ),
  defineOperation('updateChangeRequestComment', (c) =>
    thread.update(target(c), c.params.commentId, c.body, c.clock.now()),
  ),
  defineOperation('deleteChangeRequestComment', (c) =>
    thread.remove(target(c), c.params.commentId),
  ),
  defineOperation('listChangeRequestCommentReplies', (c) =>
    thread.listReplies(target(c, c.query.format), c.params.commentId, c.query),
  ),
  defineOperation('postChangeRequestCommentReply', (c) =>
    thread.postReply(target(c, c.query.format), c.params.commentId, c.body.body, c.clock.now()),
  ),
  defineOperation('getChangeRequestCommentReply', (c) =>
    thread.getReply(target(c, c.query.format), c.params.commentId, c.params.commentReplyId),
  ),
  defineOperation('updateChangeRequestCommentReply', (c) =>
    thread.updateReply(
      target(c),
      c.params.commentId,
      c.params.commentReplyId,
      c.body,
      c.clock.now(),
    ),
  ),
  defineOperation('deleteChangeRequestCommentReply', (c) =>
    thread.removeReply(target(c), c.params.commentId, c.params.commentReplyId),
  ),

  // The same operations on the space's main content (platform-values §6.1).
  defineOperation('listCommentsInSpace', (c) =>
    thread.list(spaceTarget(c, c.query.format), c.query),
  ),
  defineOperation('postCommentInSpace', (c) => thread.post(spaceTarget(c), c.body, c.clock.now())),
  defineOperation('getCommentInSpace', (c) =>
    thread.get(spaceTarget(c, c.query.format), c.params.commentId),
  ),
  defineOperation('updateCommentInSpace', (c) =>
    thread.update(spaceTarget(c), c.params.commentId, c.body, c.clock.now()),
  ),
  defineOperation('deleteCommentInSpace', (c) => thread.remove(spaceTarget(c), c.params.commentId)),
  defineOperation('listCommentRepliesInSpace', (c) =>
    thread.listReplies(spaceTarget(c, c.query.format), c.params.commentId, c.query),
  ),
  defineOperation('postCommentReplyInSpace', (c) =>
    thread.postReply(
      spaceTarget(c, c.query.format),
      c.params.commentId,
      c.body.body,
      c.clock.now(),
    ),
  ),
  defineOperation('getCommentReplyInSpace', (c) =>
    thread.getReply(spaceTarget(c, c.query.format), c.params.commentId, c.params.commentReplyId),
  ),
  defineOperation('updateCommentReplyInSpace', (c) =>
    thread.updateReply(
      spaceTarget(c),
      c.params.commentId,
      c.params.commentReplyId,
      c.body,
      c.clock.now(),
    ),
  ),
  defineOperation('deleteCommentReplyInSpace', (c) =>
    thread.removeReply(spaceTarget(c), c.params.commentId, c.params.commentReplyId),
  ),
];
