import type {
  components,
  ChangeRequestReviewCreate as ReviewCreate,
  ChangeRequestReviewersRequest as ReviewersRequest,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  ChangeRequestRecord,
  ReviewRecord,
  ReviewRequestRecord,
  SpaceRecord,
} from '../store/state.ts';
import {
  changeRequestLocation,
  changeRequestPermissions,
  updateChangeRequest,
  type Caller,
} from './change-requests.ts';
import { commentResponse, documentOfBody, postComment, type AnswerContext } from './comments.ts';
import { hasContent } from './document-text.ts';
import { checkReviewer } from './merge-rules.ts';
import { newId } from './ids.ts';
import { userResponse } from './users.ts';

/**
 * Reviews, requested reviewers and contributors of a change request (platform-values §6.1,
 * decision 0019). A review is a verdict (approved or changes requested); the newest one of each
 * reviewer counts, and asking someone again makes their earlier reviews outdated.
 */

type Schemas = components['schemas'];

interface Target {
  state: BackendState;
  space: SpaceRecord;
  record: ChangeRequestRecord;
  caller: Caller;
}

const inProgress = new Set(['draft', 'open']);

function requireInProgress(record: ChangeRequestRecord, action: string): void {
  if (!inProgress.has(record.status))
    throw new ApiError(
      400,
      `The change request #${record.number} is ${record.status}; only a draft or open request can ${action}.`,
    );
}

/** Marks `userId`'s reviews outdated: a newer request or review replaces them. */
function outdateReviews(record: ChangeRequestRecord, userId: string, at: string): void {
  for (const review of record.reviews)
    if (review.reviewerId === userId && !review.outdated) {
      review.outdated = true;
      review.updatedAt = at;
    }
}

// ---------------------------------------------------------------------------------------------
// Reviews

/**
 * Submits a review. The review right (admin, create, review) is needed, the author cannot
 * review their own request, and the request must be a draft or open. It answers the reviewer's
 * pending request and makes their earlier reviews outdated.
 */
export function submitReview(target: Target, body: ReviewCreate, now: Date): ReviewRecord {
  const { record, space, caller } = target;
  if (!changeRequestPermissions(space, caller.membership).review)
    throw new ApiError(
      403,
      `Only the admin, create and review roles can review; your role in '${space.organizationId}' is ${caller.membership ?? 'guest'}.`,
    );
  if (record.createdBy === caller.user.id)
    throw new ApiError(
      403,
      `You opened the change request #${record.number}, so someone else has to review it.`,
    );
  requireInProgress(record, 'be reviewed');
  const comment = body.comment === undefined ? undefined : documentOfBody(body.comment);
  const at = now.toISOString();
  const id = newId('review');
  const request = record.reviewRequests.find((entry) => entry.userId === caller.user.id);
  // Posted first, so a refused comment (a role that may not comment) changes nothing.
  const note =
    comment !== undefined && hasContent(comment)
      ? postComment(target, { body: { document: comment } }, now, id)
      : undefined;
  outdateReviews(record, caller.user.id, at);
  const review: ReviewRecord = {
    id,
    reviewerId: caller.user.id,
    status: body.status,
    revision: record.revision,
    outdated: false,
    createdAt: at,
    updatedAt: at,
  };
  if (request) review.requestedBy = request.requestedBy;
  if (note) review.commentId = note.id;
  record.reviews.push(review);
  record.reviewRequests = record.reviewRequests.filter((entry) => entry !== request);
  return review;
}

export function findReview(record: ChangeRequestRecord, reviewId: string): ReviewRecord {
  const review = record.reviews.find((candidate) => candidate.id === reviewId);
  if (!review)
    throw new ApiError(404, `No review matches '${reviewId}' on change request #${record.number}.`);
  return review;
}

/** Newest first; `outdated` keeps only the reviews with that flag. */
export function listReviews(
  record: ChangeRequestRecord,
  outdated: boolean | undefined,
): ReviewRecord[] {
  return record.reviews
    .filter((review) => outdated === undefined || review.outdated === outdated)
    .reverse();
}

export function reviewResponse(
  context: AnswerContext & { record: ChangeRequestRecord },
  review: ReviewRecord,
): Schemas['ChangeRequestReview'] {
  const { state, origin, record } = context;
  const response: Schemas['ChangeRequestReview'] = {
    object: 'change-request-review',
    id: review.id,
    revision: review.revision,
    reviewer: userResponse(state, review.reviewerId, origin),
    status: review.status,
    outdated: review.outdated,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    urls: {
      location: `${changeRequestLocation(origin, record)}/reviews/${encodeURIComponent(review.id)}`,
    },
  };
  if (review.requestedBy !== undefined)
    response.requestedBy = userResponse(state, review.requestedBy, origin);
  const comment = state.comments.find((candidate) => candidate.id === review.commentId);
  if (comment) response.comment = commentResponse(context, comment);
  return response;
}

// ---------------------------------------------------------------------------------------------
// Requested reviewers

/** Asking for or withdrawing reviews: whoever may edit or review the request. */
function requireRequester(target: Target, action: string): void {
  const { space, caller } = target;
  const permissions = changeRequestPermissions(space, caller.membership);
  if (!permissions.edit && !permissions.review)
    throw new ApiError(
      403,
      `Only the admin, create, review and edit roles can ${action}; your role in '${space.organizationId}' is ${caller.membership ?? 'guest'}.`,
    );
}

/**
 * Asks each user for a review (400 naming the first who is not a member, opened the request
 * or cannot review; nothing changes then). Someone already asked stays as they were; asking
 * someone who reviewed makes their reviews outdated. `subject` and `description` change the
 * request in the same call. Answers the pending requests of the users named.
 */
export function requestReviewers(
  target: Target,
  body: ReviewersRequest,
  now: Date,
): ReviewRequestRecord[] {
  const { state, space, record, caller } = target;
  requireRequester(target, 'ask for reviews');
  requireInProgress(record, 'be reviewed');
  const users = [...new Set(body.users)];
  body.users.forEach((userId, index) =>
    checkReviewer(state, space.organizationId, record.createdBy, userId, `/users/${index}`),
  );
  if (body.subject !== undefined || body.description !== undefined) {
    const update: Schemas['ChangeRequestUpdate'] = {};
    if (body.subject !== undefined) update.subject = body.subject;
    if (body.description !== undefined) update.description = body.description;
    updateChangeRequest(state, space, record, caller.user, update, now);
  }
  const at = now.toISOString();
  for (const userId of users) {
    if (record.reviewRequests.some((entry) => entry.userId === userId)) continue;
    outdateReviews(record, userId, at);
    record.reviewRequests.push({
      userId,
      requestedBy: caller.user.id,
      createdAt: at,
      revision: record.revision,
    });
  }
  return record.reviewRequests.filter((entry) => users.includes(entry.userId));
}

/** Withdraws a pending request; false when none was pending (a 204). */
export function removeRequestedReviewer(target: Target, userId: string): boolean {
  requireRequester(target, 'withdraw review requests');
  const { record } = target;
  const before = record.reviewRequests.length;
  record.reviewRequests = record.reviewRequests.filter((entry) => entry.userId !== userId);
  return record.reviewRequests.length < before;
}

export function requestedReviewerResponse(
  state: BackendState,
  request: ReviewRequestRecord,
  origin: string,
): Schemas['ChangeRequestRequestedReviewer'] {
  return {
    object: 'change-request-requested-reviewer',
    kind: 'user',
    user: userResponse(state, request.userId, origin),
    revision: request.revision,
    requestedBy: userResponse(state, request.requestedBy, origin),
    createdAt: request.createdAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Contributors

/** Edits and comments per person, most recent first; the user id breaks ties. */
export function contributorsResponse(
  state: BackendState,
  record: ChangeRequestRecord,
  origin: string,
): Schemas['ChangeRequestContributor'][] {
  return [...record.contributions]
    .sort(
      (a, b) =>
        b.updatedAt.localeCompare(a.updatedAt) ||
        a.userId.localeCompare(b.userId) ||
        a.actionType.localeCompare(b.actionType),
    )
    .map((contribution) => ({
      user: userResponse(state, contribution.userId, origin),
      count: contribution.count,
      updatedAt: contribution.updatedAt,
      actionType: contribution.actionType,
    }));
}
