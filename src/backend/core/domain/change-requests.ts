import type {
  components,
  ChangeRequest,
  ChangeRequestCreate,
  ChangeRequestPermissions,
  ChangeRequestStatus,
  ChangeRequestUpdate,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  ChangeRequestRecord,
  ContributionRecord,
  DocumentValue,
  SpaceRecord,
  UserRecord,
} from '../store/state.ts';
import { type Membership } from './access.ts';
import { changeRequestChanges } from './change-request-changes.ts';
import {
  advanceRequestRevision,
  mergeRequestRevision,
  rebaseRequestRevision,
  requestConflicts,
  requestPages,
  startRequestRevision,
} from './change-request-revisions.ts';
import { placePages } from './revisions.ts';
import {
  findActiveSpace,
  requireContentEditor,
  requireContentReader,
  spacePermissions,
} from './content-access.ts';
import { isDeleted } from './content-tree.ts';
import { newId } from './ids.ts';
import {
  checkReviewer,
  currentReviews,
  evaluateMergeRules,
  mergeBlockedMessage,
} from './merge-rules.ts';
import { userResponse } from './users.ts';
import { spaceAppUrl, spaceLocation } from './urls.ts';

/**
 * Change requests (decision 0007): numbers per space, revisions, the status moves, merge,
 * update from main, and the space's counters, which are kept in step with the records after
 * every change so a space answers them without scanning every request.
 */

type Schemas = components['schemas'];

export const maxSubjectLength = 100;

/** Who is asking: what `permissions` and `mergeability.canBypass` are answered for. */
export interface Caller {
  user: UserRecord;
  membership: Membership;
}

export interface ChangeRequestFilters {
  status?: ChangeRequestStatus | undefined;
  creator?: string | undefined;
  contributor?: string | undefined;
  requestedReviewer?: string | undefined;
  conversationsIssuesCluster?: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// Roles

/** Roles that write change requests: the spec's edit role "edits live content or change requests". */
const writers = new Set<Membership>(['admin', 'create', 'review', 'edit']);
const reviewers = new Set<Membership>(['admin', 'create', 'review']);
const commenters = new Set<Membership>(['admin', 'create', 'review', 'edit', 'comment']);

export function changeRequestPermissions(
  space: SpaceRecord,
  membership: Membership,
): ChangeRequestPermissions {
  return {
    view: membership !== undefined,
    // A locked space takes no edits at all, change requests included.
    edit: space.editMode === 'live' && writers.has(membership),
    // The same rule as the space's own `merge` permission: reviewers and up, while live.
    merge: spacePermissions(space, { membership }).merge,
    review: reviewers.has(membership),
    comment: commenters.has(membership),
  };
}

/** Members of the space's organization read its change requests (guests included). */
export function requireChangeRequestReader(
  state: BackendState,
  space: SpaceRecord,
  user: UserRecord,
): Membership {
  return requireContentReader(state, space.organizationId, user);
}

function requireWriter(
  state: BackendState,
  space: SpaceRecord,
  user: UserRecord,
  action: string,
): Membership {
  const membership = requireContentEditor(state, space.organizationId, user, action);
  if (space.editMode === 'locked')
    throw new ApiError(403, `The space '${space.id}' is locked; unlock it to ${action}.`);
  return membership;
}

// ---------------------------------------------------------------------------------------------
// Finding

/** An active space (change requests of a deleted space answer 404 until it is restored). */
export function findChangeRequestSpace(
  state: BackendState,
  spaceId: string,
  now: Date,
): SpaceRecord {
  return findActiveSpace(state, spaceId, now);
}

/** `{changeRequestId}` is the id or the number of a request of this space. */
export function findChangeRequest(
  state: BackendState,
  space: SpaceRecord,
  idOrNumber: string,
): ChangeRequestRecord {
  const number = /^[1-9]\d{0,9}$/.test(idOrNumber) ? Number(idOrNumber) : undefined;
  const record = state.changeRequests.find(
    (candidate) =>
      candidate.spaceId === space.id &&
      (candidate.id === idOrNumber || (number !== undefined && candidate.number === number)),
  );
  if (!record)
    throw new ApiError(
      404,
      `No change request matches '${idOrNumber}' in the space '${space.id}' (use its id or its number).`,
    );
  return record;
}

// ---------------------------------------------------------------------------------------------
// Counters

export interface ChangeRequestCounters {
  changeRequests: number;
  changeRequestsOpen: number;
  changeRequestsDraft: number;
}

/** The space's counters, from the records: every request, the open ones, the drafts. */
export function changeRequestCounters(
  records: readonly ChangeRequestRecord[],
  spaceId: string,
): ChangeRequestCounters {
  const counters = { changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 };
  for (const record of records) {
    if (record.spaceId !== spaceId) continue;
    counters.changeRequests += 1;
    if (record.status === 'open') counters.changeRequestsOpen += 1;
    if (record.status === 'draft') counters.changeRequestsDraft += 1;
  }
  return counters;
}

/** Writes the counters into the space record, where the Space response reads them. */
export function syncSpaceCounters(state: BackendState, space: SpaceRecord): void {
  Object.assign(space, changeRequestCounters(state.changeRequests, space.id));
}

/** Every space's counters from the records (for the seeds), in one pass. */
export function syncAllSpaceCounters(state: BackendState): void {
  const bySpace = new Map<string, ChangeRequestCounters>();
  for (const record of state.changeRequests) {
    const counters = bySpace.get(record.spaceId) ?? {
      changeRequests: 0,
      changeRequestsOpen: 0,
      changeRequestsDraft: 0,
    };
    counters.changeRequests += 1;
    if (record.status === 'open') counters.changeRequestsOpen += 1;
    if (record.status === 'draft') counters.changeRequestsDraft += 1;
    bySpace.set(record.spaceId, counters);
  }
  for (const space of state.spaces)
    Object.assign(
      space,
      bySpace.get(space.id) ?? { changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 },
    );
}

// ---------------------------------------------------------------------------------------------
// Answering

export function changeRequestLocation(origin: string, record: ChangeRequestRecord): string {
  return `${spaceLocation(origin, record.spaceId)}/change-requests/${encodeURIComponent(record.id)}`;
}

/** The current reviews in numbers, and the reviews asked for and not given yet. */
export function reviewSummary(record: ChangeRequestRecord): Schemas['ChangeRequestReviewSummary'] {
  const current = currentReviews(record);
  return {
    approved: current.filter((review) => review.status === 'approved').length,
    changesRequested: current.filter((review) => review.status === 'changes-requested').length,
    requested: record.reviewRequests.length,
  };
}

/** User ids of everyone who edited the request, the creator first. */
export function editors(record: ChangeRequestRecord): string[] {
  return record.contributions
    .filter((contribution) => contribution.actionType === 'edit')
    .map((contribution) => contribution.userId);
}

/** The ChangeRequest resource as the caller sees it. */
export function changeRequestResponse(
  state: BackendState,
  record: ChangeRequestRecord,
  space: SpaceRecord,
  caller: Caller,
  origin: string,
): ChangeRequest {
  // The pages it creates, edits or moves, as its revision has them.
  const pages = new Map<string, { id: string; title: string; path: string }>();
  for (const change of changeRequestChanges(state, space, record))
    if ('page' in change && change.type !== 'page_deleted')
      pages.set(change.page.id, {
        id: change.page.id,
        title: change.page.title,
        path: change.page.path ?? '',
      });
  const response: ChangeRequest = {
    object: 'change-request',
    id: record.id,
    number: record.number,
    status: record.status,
    subject: record.subject,
    description: structuredClone(record.description),
    createdBy: userResponse(state, record.createdBy, origin),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    space: record.spaceId,
    revision: record.revision,
    revisionInitial: record.revisionInitial,
    comments: record.comments,
    outdated: record.outdated,
    contributors: editors(record).map((id) => userResponse(state, id, origin)),
    requestedReviewers: record.reviewRequests.map(({ userId }) =>
      userResponse(state, userId, origin),
    ),
    pages: [...pages.values()],
    urls: {
      app: `${spaceAppUrl(space.organizationId, space.id)}/~/changes/${record.number}`,
      location: changeRequestLocation(origin, record),
    },
    permissions: changeRequestPermissions(space, caller.membership),
    mergeability: evaluateMergeRules(state, space, record, caller.user.id),
    reviewSummary: reviewSummary(record),
    conflicts: [...requestConflicts(state, space, record)],
  };
  if (record.revisionMergedAncestor !== undefined)
    response.revisionMergedAncestor = record.revisionMergedAncestor;
  if (record.revisionMerged !== undefined) response.revisionMerged = record.revisionMerged;
  if (record.conversationsIssuesCluster !== undefined)
    response.conversationsIssuesCluster = record.conversationsIssuesCluster;
  return response;
}

// ---------------------------------------------------------------------------------------------
// Lists

/** Most recently updated first; the number breaks ties so pages never shuffle. */
function byRecentUpdate(a: ChangeRequestRecord, b: ChangeRequestRecord): number {
  return b.updatedAt.localeCompare(a.updatedAt) || b.number - a.number || a.id.localeCompare(b.id);
}

/** Applies the list filters; `status` defaults to `open` as the spec says. */
export function filterChangeRequests(
  records: readonly ChangeRequestRecord[],
  filters: ChangeRequestFilters,
): ChangeRequestRecord[] {
  const status = filters.status ?? 'open';
  return records
    .filter(
      (record) =>
        record.status === status &&
        (filters.creator === undefined || record.createdBy === filters.creator) &&
        (filters.contributor === undefined || editors(record).includes(filters.contributor)) &&
        (filters.requestedReviewer === undefined ||
          record.reviewRequests.some(({ userId }) => userId === filters.requestedReviewer)) &&
        (filters.conversationsIssuesCluster === undefined ||
          record.conversationsIssuesCluster === filters.conversationsIssuesCluster),
    )
    .sort(byRecentUpdate);
}

export function spaceChangeRequests(
  state: BackendState,
  space: SpaceRecord,
  filters: ChangeRequestFilters,
): ChangeRequestRecord[] {
  return filterChangeRequests(
    state.changeRequests.filter((record) => record.spaceId === space.id),
    filters,
  );
}

/** The requests of every active space of the organization, with their spaces. */
export function organizationChangeRequests(
  state: BackendState,
  organizationId: string,
  filters: ChangeRequestFilters,
): { record: ChangeRequestRecord; space: SpaceRecord }[] {
  const spaces = new Map<string, SpaceRecord>();
  for (const space of state.spaces)
    if (space.organizationId === organizationId && !isDeleted(space)) spaces.set(space.id, space);
  return filterChangeRequests(
    state.changeRequests.filter((record) => spaces.has(record.spaceId)),
    filters,
  ).flatMap((record) => {
    const space = spaces.get(record.spaceId);
    return space ? [{ record, space }] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Changes

function checkSubject(subject: string | undefined): void {
  if (subject !== undefined && subject.length > maxSubjectLength)
    throw new ApiError(
      400,
      `/subject must be at most ${maxSubjectLength} characters (it has ${subject.length}).`,
    );
}

export function emptyDescription(): DocumentValue {
  return { object: 'document', data: { schemaVersion: 1 }, nodes: [] };
}

/** Counts one more edit or comment by `userId` (contributors, decision 0019). */
export function recordContribution(
  record: ChangeRequestRecord,
  userId: string,
  actionType: ContributionRecord['actionType'],
  now: Date,
): void {
  const at = now.toISOString();
  const existing = record.contributions.find(
    (contribution) => contribution.userId === userId && contribution.actionType === actionType,
  );
  if (existing) {
    existing.count += 1;
    existing.updatedAt = at;
  } else record.contributions.push({ userId, actionType, count: 1, updatedAt: at });
}

/** Opens a request on the space's active revision, numbered after the space's last one. */
export function createChangeRequest(
  state: BackendState,
  space: SpaceRecord,
  user: UserRecord,
  body: ChangeRequestCreate,
  now: Date,
): ChangeRequestRecord {
  requireWriter(state, space, user, 'create change requests');
  checkSubject(body.subject);
  const reviewers = [...new Set(body.requestedReviewers ?? [])];
  for (const [index, reviewer] of reviewers.entries())
    checkReviewer(state, space.organizationId, user.id, reviewer, `/requestedReviewers/${index}`);
  const cluster = body.conversationsIssuesCluster;
  if (
    cluster !== undefined &&
    !state.issuesClusters.some(
      (record) => record.id === cluster && record.organizationId === space.organizationId,
    )
  )
    throw new ApiError(
      400,
      `/conversationsIssuesCluster '${cluster}' is not an issues cluster of the organization '${space.organizationId}'.`,
    );
  const last = state.changeRequests.reduce(
    (highest, record) => (record.spaceId === space.id ? Math.max(highest, record.number) : highest),
    0,
  );
  const at = now.toISOString();
  const { base, revision: started } = startRequestRevision(state, space, at);
  const revision = started.id;
  const record: ChangeRequestRecord = {
    id: newId('cr'),
    spaceId: space.id,
    number: last + 1,
    status: body.status ?? 'draft',
    subject: body.subject ?? '',
    description: body.description ? structuredClone(body.description) : emptyDescription(),
    createdBy: user.id,
    createdAt: at,
    updatedAt: at,
    revision,
    revisionInitial: base.id,
    comments: 0,
    outdated: false,
    contributions: [{ userId: user.id, actionType: 'edit', count: 1, updatedAt: at }],
    reviewRequests: reviewers.map((userId) => ({
      userId,
      requestedBy: user.id,
      createdAt: at,
      revision,
    })),
    reviews: [],
  };
  if (cluster !== undefined) record.conversationsIssuesCluster = cluster;
  state.changeRequests.push(record);
  syncSpaceCounters(state, space);
  return record;
}

/** The status moves the console and the platform allow; everything else is 400. */
const statusMoves: Record<ChangeRequestStatus, readonly ChangeRequestStatus[]> = {
  draft: ['open', 'archived'],
  open: ['draft', 'archived'],
  archived: ['open'],
  merged: [],
};

export function canMoveStatus(from: ChangeRequestStatus, to: ChangeRequestStatus): boolean {
  return statusMoves[from].includes(to);
}

function checkStatusMove(record: ChangeRequestRecord, to: ChangeRequestStatus): void {
  if (to === record.status || canMoveStatus(record.status, to)) return;
  const allowed = statusMoves[record.status];
  const reason =
    to === 'merged'
      ? 'merge it with POST .../merge instead'
      : allowed.length === 0
        ? `a ${record.status} request does not change status any more`
        : `a ${record.status} request can only become ${allowed.join(' or ')}`;
  throw new ApiError(400, `/status cannot move from ${record.status} to ${to}: ${reason}.`);
}

/** Applies a validated PATCH; nothing changes unless all of it is valid. */
export function updateChangeRequest(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
  user: UserRecord,
  update: ChangeRequestUpdate,
  now: Date,
): void {
  requireWriter(state, space, user, 'change change requests');
  checkSubject(update.subject);
  if (update.status !== undefined) checkStatusMove(record, update.status);
  if (record.status === 'merged' && (update.subject !== undefined || update.description))
    throw new ApiError(400, `The change request #${record.number} is merged; it cannot change.`);
  let changed = false;
  if (update.subject !== undefined && update.subject !== record.subject) {
    record.subject = update.subject;
    recordContribution(record, user.id, 'edit', now);
    changed = true;
  }
  if (update.status !== undefined && update.status !== record.status) {
    record.status = update.status;
    changed = true;
  }
  if (update.description !== undefined) {
    record.description = structuredClone(update.description);
    // Any saved description is a new state of the request's content (its pages unchanged).
    advanceRequestRevision(
      state,
      space,
      record,
      [...requestPages(state, space, record)],
      now.toISOString(),
    );
    recordContribution(record, user.id, 'edit', now);
    changed = true;
  }
  if (changed) record.updatedAt = now.toISOString();
  syncSpaceCounters(state, space);
}

const mergeable = new Set<ChangeRequestStatus>(['draft', 'open']);

/** Why this request cannot merge or update from main, or undefined when it can. */
function closedReason(record: ChangeRequestRecord, action: string): string | undefined {
  if (mergeable.has(record.status)) return undefined;
  return `The change request #${record.number} is ${record.status}; only a draft or open request can ${action}.`;
}

/**
 * Merges into the main content: the space gets a new revision, the request is merged with
 * `revisionMerged`, and every other request still in progress (draft or open) is outdated.
 */
export function mergeChangeRequest(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
  user: UserRecord,
  now: Date,
): { revision: string; result: 'merge' | 'conflicts' } {
  const membership = requireChangeRequestReader(state, space, user);
  if (!changeRequestPermissions(space, membership).merge)
    throw new ApiError(
      403,
      space.editMode === 'locked'
        ? `The space '${space.id}' is locked; unlock it before merging.`
        : `Only the admin, create and review roles can merge; your role in '${space.organizationId}' is ${membership ?? 'guest'}.`,
    );
  const closed = closedReason(record, 'merge');
  if (closed) throw new ApiError(400, closed);
  // The rules' verdict, unless the caller is allowed to merge past it (decision 0019).
  const mergeability = evaluateMergeRules(state, space, record, user.id);
  if (!mergeability.mergeable && !mergeability.canBypass)
    throw new ApiError(400, mergeBlockedMessage(record, mergeability));
  // As the platform: a request in conflict with main is not merged, and nothing changes.
  if (requestConflicts(state, space, record).length > 0)
    return { revision: record.revision, result: 'conflicts' };
  const at = now.toISOString();
  // What its revision holds becomes main's next revision.
  const { id: revision } = mergeRequestRevision(state, space, record, at);
  space.updatedAt = at;
  record.status = 'merged';
  record.revisionMerged = revision;
  record.outdated = false;
  record.updatedAt = at;
  for (const other of state.changeRequests)
    if (other.spaceId === space.id && other !== record && mergeable.has(other.status))
      other.outdated = true;
  syncSpaceCounters(state, space);
  return { revision, result: 'merge' };
}

/**
 * Pulls the main content into the request. Its content changes (a new `revision`) only when
 * the space moved on since it last started from or updated to main.
 */
export function updateChangeRequestFromMain(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
  user: UserRecord,
  now: Date,
): { revision: string; result: 'update' | 'conflicts' } {
  requireWriter(state, space, user, 'update change requests');
  const closed = closedReason(record, 'be updated from main');
  if (closed) throw new ApiError(400, closed);
  // As the platform: a request in conflict with main is left as it was (still outdated).
  if (requestConflicts(state, space, record).length > 0)
    return { revision: record.revision, result: 'conflicts' };
  const base = record.revisionMergedAncestor ?? record.revisionInitial;
  if (base !== space.revision || record.outdated) {
    // Its changes replayed on main: a new revision based on main's current one.
    rebaseRequestRevision(state, space, record, now.toISOString());
    record.updatedAt = now.toISOString();
  }
  record.revisionMergedAncestor = space.revision;
  record.outdated = false;
  return { revision: record.revision, result: 'update' };
}

/** Where the platform renders the PDF; the export host is the platform app's. */
export function changeRequestPdfUrl(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
  options: { only?: boolean | undefined; page?: string | undefined },
): { url: string } {
  if (options.only === true && options.page === undefined)
    throw new ApiError(400, 'only=true needs page: the id of the page to export.');
  if (
    options.page !== undefined &&
    !placePages(requestPages(state, space, record)).some(({ page }) => page.id === options.page)
  )
    throw new ApiError(404, `No page matches id '${options.page}' in the space '${space.id}'`);
  const url = new URL(
    `${spaceAppUrl(space.organizationId, space.id)}/~/changes/${record.number}/pdf`,
  );
  url.searchParams.set('revision', record.revision);
  if (options.page !== undefined) url.searchParams.set('page', options.page);
  if (options.only === true) url.searchParams.set('only', 'true');
  return { url: url.toString() };
}
