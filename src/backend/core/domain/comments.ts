import type { components, BodyDoc, CommentCreate, CommentUpdate } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  ChangeRequestRecord,
  CommentRecord,
  CommentReplyRecord,
  DocumentValue,
  ReactionRecord,
  SpaceRecord,
} from '../store/state.ts';
import {
  changeRequestLocation,
  changeRequestPermissions,
  recordContribution,
  type Caller,
} from './change-requests.ts';
import { documentOfText, documentText, hasContent } from './document-text.ts';
import { newId } from './ids.ts';
import { requestPages } from './change-request-revisions.ts';
import { hasNodeKey } from './page-documents.ts';
import { currentRevision, pageDocument, placePages } from './revisions.ts';
import { spaceLocation } from './urls.ts';
import { userResponse } from './users.ts';

/**
 * Comments on a change request, or on a space's main content, and their replies
 * (platform-values §6.1, decision 0019). Anyone whose role may comment posts and replies;
 * authors edit and delete their own; admins delete any. A request's `comments` (its open
 * comments) is written after every change. `record` names the request; without one the
 * comments are the space's own, anchored in its current revision.
 */

type Schemas = components['schemas'];
export type BodyFormat = 'document' | 'markdown';

// ---------------------------------------------------------------------------------------------
// Bodies

/** A body as stored: Markdown becomes a Document; `{}` an empty one. */
export function documentOfBody(body: BodyDoc): DocumentValue {
  if ('markdown' in body) return documentOfText(body.markdown);
  if ('document' in body) return structuredClone(body.document);
  return documentOfText('');
}

export function bodyResponse(document: DocumentValue, format: BodyFormat | undefined): BodyDoc {
  return format === 'markdown'
    ? { markdown: documentText(document) }
    : { document: structuredClone(document) };
}

/** A comment or reply says something: `pointer` names the field for the 400. */
function requireText(document: DocumentValue, pointer: string): void {
  if (!hasContent(document)) throw new ApiError(400, `${pointer} must have some text.`);
}

// ---------------------------------------------------------------------------------------------
// Rights

function requireCommenter(space: SpaceRecord, caller: Caller, action: string): void {
  if (!changeRequestPermissions(space, caller.membership).comment)
    throw new ApiError(
      403,
      `Only roles that may comment (every role but read) can ${action}; your role in '${space.organizationId}' is ${caller.membership ?? 'guest'}.`,
    );
}

function permissionsOf(
  space: SpaceRecord,
  postedBy: string,
  caller: Caller,
): Schemas['CommentPermissions'] {
  const comment = changeRequestPermissions(space, caller.membership).comment;
  const own = postedBy === caller.user.id;
  return {
    view: caller.membership !== undefined,
    edit: own && comment,
    delete: own || caller.membership === 'admin',
    reply: comment,
  };
}

function requireAuthor(postedBy: string, caller: Caller, what: string): void {
  if (postedBy !== caller.user.id)
    throw new ApiError(403, `Only the author of a ${what} can edit it.`);
}

function requireDeleter(postedBy: string, caller: Caller, what: string): void {
  if (postedBy !== caller.user.id && caller.membership !== 'admin')
    throw new ApiError(403, `Only the author of a ${what} or an admin can delete it.`);
}

// ---------------------------------------------------------------------------------------------
// Counting

function countOpen(state: BackendState, record: ChangeRequestRecord): number {
  return state.comments.filter(
    (comment) => comment.changeRequestId === record.id && comment.resolved === undefined,
  ).length;
}

/** Writes the request's open comments into its record, where every answer reads it. */
export function syncCommentCount(state: BackendState, record: ChangeRequestRecord): void {
  record.comments = countOpen(state, record);
}

/** Every request's count from the records (for the seeds), in one pass. */
export function syncAllCommentCounts(state: BackendState): void {
  const open = new Map<string, number>();
  for (const comment of state.comments)
    if (comment.resolved === undefined && comment.changeRequestId !== undefined)
      open.set(comment.changeRequestId, (open.get(comment.changeRequestId) ?? 0) + 1);
  for (const record of state.changeRequests) record.comments = open.get(record.id) ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Answering

export interface AnswerContext {
  state: BackendState;
  space: SpaceRecord;
  /** The change request; absent for comments on the space's main content. */
  record?: ChangeRequestRecord | undefined;
  caller: Caller;
  origin: string;
  format?: BodyFormat | undefined;
}

function commentLocation(context: AnswerContext, commentId: string): string {
  const base = context.record
    ? changeRequestLocation(context.origin, context.record)
    : spaceLocation(context.origin, context.space.id);
  return `${base}/comments/${encodeURIComponent(commentId)}`;
}

function reactionsResponse(context: AnswerContext, reactions: readonly ReactionRecord[]) {
  return reactions.map((reaction) => ({
    emoji: reaction.emoji,
    count: reaction.users.length,
    users: reaction.users.map(({ userId, reactedAt }) => ({
      user: userResponse(context.state, userId, context.origin),
      reactedAt,
    })),
  }));
}

/** What a comment and a reply both answer. */
type PostedFields = Pick<
  Schemas['CommentReply'],
  'postedBy' | 'postedAt' | 'reactions' | 'body' | 'urls' | 'permissions' | 'editedAt'
>;

/**
 * Completes `response`, the fields of its own kind, with those a comment and a reply share,
 * read from `posted` (a comment or a reply). It fills the object it is given rather than
 * spreading a second one: lists answer many of these on the read path (decision 0022).
 */
function withPostedFields<T extends object>(
  context: AnswerContext,
  posted: CommentReplyRecord,
  location: string,
  response: T,
): T & PostedFields {
  const full = response as T & PostedFields;
  full.postedBy = userResponse(context.state, posted.postedBy, context.origin);
  full.postedAt = posted.postedAt;
  full.reactions = reactionsResponse(context, posted.reactions);
  full.body = bodyResponse(posted.body, context.format);
  full.urls = { location };
  full.permissions = permissionsOf(context.space, posted.postedBy, context.caller);
  if (posted.editedAt !== undefined) full.editedAt = posted.editedAt;
  return full;
}

export function commentResponse(
  context: AnswerContext,
  comment: CommentRecord,
): Schemas['Comment'] {
  const { state, origin } = context;
  const repliers = new Map<string, { count: number; updatedAt: string }>();
  for (const reply of comment.replies) {
    const entry = repliers.get(reply.postedBy);
    repliers.set(reply.postedBy, {
      count: (entry?.count ?? 0) + 1,
      updatedAt: reply.postedAt,
    });
  }
  const target: Schemas['CommentTarget'] = {
    space: comment.spaceId,
    revision: comment.revision,
  };
  if (comment.changeRequestId !== undefined) target.changeRequest = comment.changeRequestId;
  if (comment.reviewId !== undefined) target.review = comment.reviewId;
  if (comment.pageId !== undefined) target.page = { id: comment.pageId };
  if (comment.nodeId !== undefined) target.node = { id: comment.nodeId };
  if (comment.tableCell !== undefined) target.tableCell = { ...comment.tableCell };
  const response: Schemas['Comment'] = withPostedFields(
    context,
    comment,
    commentLocation(context, comment.id),
    {
      object: 'comment' as const,
      id: comment.id,
      status: comment.resolved ? ('resolved' as const) : ('open' as const),
      replies: comment.replies.length,
      repliers: [...repliers].map(([userId, entry]) => ({
        user: userResponse(state, userId, origin),
        ...entry,
      })),
      target,
    },
  );
  if (comment.resolved) {
    response.resolvedAt = comment.resolved.at;
    response.resolvedBy = userResponse(state, comment.resolved.by, origin);
  }
  return response;
}

export function replyResponse(
  context: AnswerContext,
  comment: CommentRecord,
  reply: CommentReplyRecord,
): Schemas['CommentReply'] {
  const location = `${commentLocation(context, comment.id)}/replies/${encodeURIComponent(reply.id)}`;
  return withPostedFields(context, reply, location, {
    object: 'comment-reply' as const,
    id: reply.id,
  });
}

// ---------------------------------------------------------------------------------------------
// Finding and listing

/** Where comments live: a change request, or the main content of `space` (no `record`). */
export interface CommentThread {
  space: SpaceRecord;
  record?: ChangeRequestRecord | undefined;
}

function inThread(comment: CommentRecord, thread: CommentThread): boolean {
  return comment.spaceId === thread.space.id && comment.changeRequestId === thread.record?.id;
}

function threadName(thread: CommentThread): string {
  return thread.record
    ? `change request #${thread.record.number}`
    : `the main content of the space '${thread.space.id}'`;
}

export function findComment(
  state: BackendState,
  thread: CommentThread,
  commentId: string,
): CommentRecord {
  const comment = findCommentOrNone(state, thread, commentId);
  if (!comment)
    throw new ApiError(404, `No comment matches '${commentId}' on ${threadName(thread)}.`);
  return comment;
}

function findCommentOrNone(state: BackendState, thread: CommentThread, commentId: string) {
  return state.comments.find((comment) => comment.id === commentId && inThread(comment, thread));
}

export function findReply(comment: CommentRecord, replyId: string): CommentReplyRecord {
  const reply = comment.replies.find((candidate) => candidate.id === replyId);
  if (!reply) throw new ApiError(404, `No reply matches '${replyId}' on comment '${comment.id}'.`);
  return reply;
}

export interface CommentFilters {
  order?: 'asc' | 'desc' | undefined;
  status?: 'all' | 'open' | 'resolved' | undefined;
  targetPage?: string | undefined;
  authors?: string[] | undefined;
}

/** The thread's comments, newest first unless `order=asc`; the id breaks ties. */
export function listComments(
  state: BackendState,
  thread: CommentThread,
  filters: CommentFilters,
): CommentRecord[] {
  const status = filters.status ?? 'all';
  const direction = filters.order === 'asc' ? 1 : -1;
  return state.comments
    .filter(
      (comment) =>
        inThread(comment, thread) &&
        (status === 'all' || (status === 'open') === (comment.resolved === undefined)) &&
        (filters.targetPage === undefined || comment.pageId === filters.targetPage) &&
        (filters.authors === undefined || filters.authors.includes(comment.postedBy)),
    )
    .sort((a, b) => direction * (a.postedAt.localeCompare(b.postedAt) || a.id.localeCompare(b.id)));
}

// ---------------------------------------------------------------------------------------------
// Changes

interface Target extends CommentThread {
  state: BackendState;
  caller: Caller;
}

/**
 * Checks a comment's anchors against the request's revision, or the space's current one
 * (platform-content §7): `page` must be one of its pages, and `node` a key of a node of that
 * page's Document.
 */
function revisionName({ space, record }: CommentThread): string {
  return record
    ? `the change request #${record.number}'s revision`
    : `the space '${space.id}''s current revision`;
}

function checkAnchor(target: Target, body: CommentCreate): void {
  const { state, space, record } = target;
  if (body.page === undefined) {
    if (body.node !== undefined)
      throw new ApiError(400, `/node '${body.node}' needs /page: the page whose node it is.`);
    return;
  }
  const pages = record ? requestPages(state, space, record) : currentRevision(state, space).pages;
  const page = placePages(pages).find((placed) => placed.page.id === body.page)?.page;
  if (!page)
    throw new ApiError(400, `/page '${body.page}' is not a page of ${revisionName(target)}.`);
  if (body.node !== undefined && !hasNodeKey(pageDocument(state, space, page), body.node))
    throw new ApiError(
      400,
      `/node '${body.node}' is not a node of the page '${body.page}' (no node has that key).`,
    );
}

/**
 * Posts a comment (a review's comment too, with `reviewId`). `page` must be a page of the
 * space or one the request adds.
 */
export function postComment(
  target: Target,
  body: CommentCreate,
  now: Date,
  reviewId?: string,
): CommentRecord {
  const { state, space, record, caller } = target;
  requireCommenter(space, caller, 'comment');
  const document = documentOfBody(body.body);
  requireText(document, '/body');
  checkAnchor(target, body);
  const comment: CommentRecord = {
    id: newId('comment'),
    spaceId: space.id,
    revision: record ? record.revision : space.revision,
    postedBy: caller.user.id,
    postedAt: now.toISOString(),
    body: document,
    reactions: [],
    replies: [],
  };
  if (record) comment.changeRequestId = record.id;
  if (reviewId !== undefined) comment.reviewId = reviewId;
  if (body.page !== undefined) comment.pageId = body.page;
  if (body.node !== undefined) comment.nodeId = body.node;
  if (body.tableCell !== undefined) comment.tableCell = { ...body.tableCell };
  state.comments.push(comment);
  if (record) {
    recordContribution(record, caller.user.id, 'comment', now);
    syncCommentCount(state, record);
  }
  return comment;
}

/** Adds and removes the caller's reactions; an emoji nobody uses any more disappears. */
function react(
  reactions: ReactionRecord[],
  userId: string,
  update: CommentUpdate,
  now: Date,
): ReactionRecord[] {
  let next = reactions.map((reaction) => ({ ...reaction, users: [...reaction.users] }));
  for (const emoji of update.addedReactions ?? []) {
    let reaction = next.find((candidate) => candidate.emoji === emoji);
    if (!reaction) {
      reaction = { emoji, users: [] };
      next.push(reaction);
    }
    if (!reaction.users.some((entry) => entry.userId === userId))
      reaction.users.push({ userId, reactedAt: now.toISOString() });
  }
  for (const emoji of update.removedReactions ?? []) {
    const reaction = next.find((candidate) => candidate.emoji === emoji);
    if (reaction) reaction.users = reaction.users.filter((entry) => entry.userId !== userId);
  }
  next = next.filter((reaction) => reaction.users.length > 0);
  return next;
}

/** The checks and the new body shared by comments and replies; nothing is written yet. */
function checkUpdate(
  target: Target,
  postedBy: string,
  update: CommentUpdate,
  what: string,
): DocumentValue | undefined {
  requireCommenter(target.space, target.caller, `change ${what}s`);
  if (update.body === undefined) return undefined;
  requireAuthor(postedBy, target.caller, what);
  const document = documentOfBody(update.body);
  requireText(document, '/body');
  return document;
}

/** Edits (author), resolves or reopens, and reacts (anyone who may comment). */
export function updateComment(
  target: Target,
  comment: CommentRecord,
  update: CommentUpdate,
  now: Date,
): void {
  const body = checkUpdate(target, comment.postedBy, update, 'comment');
  const at = now.toISOString();
  if (body !== undefined) {
    comment.body = body;
    comment.editedAt = at;
  }
  if (update.resolved === true && comment.resolved === undefined)
    comment.resolved = { at, by: target.caller.user.id };
  if (update.resolved === false) delete comment.resolved;
  comment.reactions = react(comment.reactions, target.caller.user.id, update, now);
  if (target.record) syncCommentCount(target.state, target.record);
}

/** Deletes a comment and its replies; false when there was none (a 204). */
export function deleteComment(target: Target, commentId: string): boolean {
  const { state, record, caller } = target;
  const comment = findCommentOrNone(state, target, commentId);
  if (!comment) return false;
  requireDeleter(comment.postedBy, caller, 'comment');
  state.comments = state.comments.filter((candidate) => candidate !== comment);
  if (record) {
    // A review keeps its verdict when its comment goes.
    for (const review of record.reviews)
      if (review.commentId === comment.id) delete review.commentId;
    syncCommentCount(state, record);
  }
  return true;
}

export function postReply(
  target: Target,
  comment: CommentRecord,
  body: BodyDoc,
  now: Date,
): CommentReplyRecord {
  requireCommenter(target.space, target.caller, 'reply');
  const document = documentOfBody(body);
  requireText(document, '/body');
  const reply: CommentReplyRecord = {
    id: newId('reply'),
    postedBy: target.caller.user.id,
    postedAt: now.toISOString(),
    body: document,
    reactions: [],
  };
  comment.replies.push(reply);
  if (target.record) recordContribution(target.record, target.caller.user.id, 'comment', now);
  return reply;
}

/** Edits the reply (author) and the caller's reactions; `resolved` means nothing on a reply. */
export function updateReply(
  target: Target,
  reply: CommentReplyRecord,
  update: CommentUpdate,
  now: Date,
): void {
  const body = checkUpdate(target, reply.postedBy, update, 'reply');
  if (body !== undefined) {
    reply.body = body;
    reply.editedAt = now.toISOString();
  }
  reply.reactions = react(reply.reactions, target.caller.user.id, update, now);
}

/** Deletes a reply; false when there was none (a 204). */
export function deleteReply(target: Target, comment: CommentRecord, replyId: string): boolean {
  const reply = comment.replies.find((candidate) => candidate.id === replyId);
  if (!reply) return false;
  requireDeleter(reply.postedBy, target.caller, 'reply');
  comment.replies = comment.replies.filter((candidate) => candidate !== reply);
  return true;
}
