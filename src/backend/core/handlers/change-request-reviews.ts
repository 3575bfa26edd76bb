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

  defineOperation('listChangeRequestComments', (context) => {
    const found = target(context, context.query.format);
    return paginateAs(listComments(found.state, found, context.query), context.query, (comment) =>
      commentResponse(found, comment),
    );
  }),

  defineOperation('postChangeRequestComment', (context) => {
    const found = target(context);
    return commentResponse(found, postComment(found, context.body, context.clock.now()));
  }),

  defineOperation('getChangeRequestComment', (context) => {
    const found = target(context, context.query.format);
    return commentResponse(found, findComment(found.state, found, context.params.commentId));
  }),

  defineOperation('updateChangeRequestComment', (context) => {
    const found = target(context);
    const comment = findComment(found.state, found, context.params.commentId);
    updateComment(found, comment, context.body, context.clock.now());
    return commentResponse(found, comment);
  }),

  defineOperation('deleteChangeRequestComment', (context) =>
    removal(deleteComment(target(context), context.params.commentId)),
  ),

  defineOperation('listChangeRequestCommentReplies', (context) => {
    const found = target(context, context.query.format);
    const comment = findComment(found.state, found, context.params.commentId);
    return paginateAs(comment.replies, context.query, (reply) =>
      replyResponse(found, comment, reply),
    );
  }),

  defineOperation('postChangeRequestCommentReply', (context) => {
    const found = target(context, context.query.format);
    const comment = findComment(found.state, found, context.params.commentId);
    const reply = postReply(found, comment, context.body.body, context.clock.now());
    return replyResponse(found, comment, reply);
  }),

  defineOperation('getChangeRequestCommentReply', (context) => {
    const found = target(context, context.query.format);
    const comment = findComment(found.state, found, context.params.commentId);
    return replyResponse(found, comment, findReply(comment, context.params.commentReplyId));
  }),

  defineOperation('updateChangeRequestCommentReply', (context) => {
    const found = target(context);
    const comment = findComment(found.state, found, context.params.commentId);
    const reply = findReply(comment, context.params.commentReplyId);
    updateReply(found, reply, context.body, context.clock.now());
    return replyResponse(found, comment, reply);
  }),

  defineOperation('deleteChangeRequestCommentReply', (context) => {
    const found = target(context);
    const comment = findComment(found.state, found, context.params.commentId);
    return removal(deleteReply(found, comment, context.params.commentReplyId));
  }),

  // The same operations on the space's main content (platform-values §6.1).
  defineOperation('listCommentsInSpace', (context) => {
    const found = spaceTarget(context, context.query.format);
    return paginateAs(listComments(found.state, found, context.query), context.query, (comment) =>
      commentResponse(found, comment),
    );
  }),

  defineOperation('postCommentInSpace', (context) => {
    const found = spaceTarget(context);
    return commentResponse(found, postComment(found, context.body, context.clock.now()));
  }),

  defineOperation('getCommentInSpace', (context) => {
    const found = spaceTarget(context, context.query.format);
    return commentResponse(found, findComment(found.state, found, context.params.commentId));
  }),

  defineOperation('updateCommentInSpace', (context) => {
    const found = spaceTarget(context);
    const comment = findComment(found.state, found, context.params.commentId);
    updateComment(found, comment, context.body, context.clock.now());
    return commentResponse(found, comment);
  }),

  defineOperation('deleteCommentInSpace', (context) =>
    removal(deleteComment(spaceTarget(context), context.params.commentId)),
  ),

  defineOperation('listCommentRepliesInSpace', (context) => {
    const found = spaceTarget(context, context.query.format);
    const comment = findComment(found.state, found, context.params.commentId);
    return paginateAs(comment.replies, context.query, (reply) =>
      replyResponse(found, comment, reply),
    );
  }),

  defineOperation('postCommentReplyInSpace', (context) => {
    const found = spaceTarget(context, context.query.format);
    const comment = findComment(found.state, found, context.params.commentId);
    const reply = postReply(found, comment, context.body.body, context.clock.now());
    return replyResponse(found, comment, reply);
  }),

  defineOperation('getCommentReplyInSpace', (context) => {
    const found = spaceTarget(context, context.query.format);
    const comment = findComment(found.state, found, context.params.commentId);
    return replyResponse(found, comment, findReply(comment, context.params.commentReplyId));
  }),

  defineOperation('updateCommentReplyInSpace', (context) => {
    const found = spaceTarget(context);
    const comment = findComment(found.state, found, context.params.commentId);
    const reply = findReply(comment, context.params.commentReplyId);
    updateReply(found, reply, context.body, context.clock.now());
    return replyResponse(found, comment, reply);
  }),

  defineOperation('deleteCommentReplyInSpace', (context) => {
    const found = spaceTarget(context);
    const comment = findComment(found.state, found, context.params.commentId);
    return removal(deleteReply(found, comment, context.params.commentReplyId));
  }),
];
