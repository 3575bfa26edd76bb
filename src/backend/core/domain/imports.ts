import type { ImportRun, ImportRunCreate, ImportRunStatus } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  ChangeRequestRecord,
  ImportRunRecord,
  RevisionPageRecord,
  SpaceRecord,
  UserRecord,
} from '../store/state.ts';
import { findOrganization } from './access.ts';
import { requireContentEditor } from './content-access.ts';
import { findChangeRequest } from './change-requests.ts';
import { isDeleted, isExpired } from './content-tree.ts';
import { newId } from './ids.ts';
import { pageSourceUrl, pageWording, sitePlan } from './import-templates.ts';
import { slugOf } from './page-records.ts';
import { advanceRequestRevision, requestPages } from './change-request-revisions.ts';
import { sectionsDocument } from './page-documents.ts';
import { freeSlug, withPageAdded } from './page-tree-edits.ts';
import {
  commitSpaceRevision,
  currentRevision,
  placePages,
  storeDocument,
  storedCurrentRevision,
} from './revisions.ts';
import { findInOrganization, inOrganization, notFound, organizationRecords } from './lookup.ts';

/**
 * Imports (decision 0015). A run stores only what happened (start, cancel, a stop) and how many
 * of its pages are already in the target; its status and pages are derived from those and the
 * backend clock whenever it is read. Pages reach the target lazily: before every request the
 * backend writes the pages whose time has come (`settleImports`), so whoever reads the space or
 * the change request sees exactly the pages the run says it imported.
 */

/** A run waits this long before it starts fetching. */
export const queuedMs = 2_000;
/** Then one page arrives every this many milliseconds. */
export const pageIntervalMs = 2_000;

const openStatuses = new Set<ChangeRequestRecord['status']>(['draft', 'open']);

export interface ImportProgress {
  status: ImportRunStatus;
  /** How many pages the run has imported at that moment. */
  pages: number;
  /** How many pages it brings in all; unknown while pending and when the site never answered. */
  totalPages?: number;
  /** When it ended, in ms since the epoch. */
  completedAt?: number;
  error?: string;
}

function unreachableError(host: string): string {
  return `The site could not be reached: ${host} did not answer.`;
}

/** When the run's page `index` (0-based) arrives. */
export function pageArrival(run: ImportRunRecord, index: number): number {
  return Date.parse(run.startedAt) + queuedMs + (index + 1) * pageIntervalMs;
}

/** Where the run stands at `now`: a pure function of the record and the clock. */
export function importProgress(run: ImportRunRecord, now: Date): ImportProgress {
  const plan = sitePlan(run.source.url);
  const total = plan.pages.length;
  if (run.stopped)
    return {
      status: 'failed',
      pages: run.stopped.pages,
      totalPages: total,
      completedAt: Date.parse(run.stopped.at),
      error: run.stopped.error,
    };
  const start = Date.parse(run.startedAt);
  const cancelledAt = run.cancelledAt === undefined ? undefined : Date.parse(run.cancelledAt);
  const until = Math.min(now.getTime(), cancelledAt ?? Infinity);
  const fetchingAt = start + queuedMs;
  if (until < fetchingAt)
    return cancelledAt === undefined
      ? { status: 'pending', pages: 0 }
      : { status: 'cancelled', pages: 0, completedAt: cancelledAt };
  if (!plan.reachable)
    return {
      status: 'failed',
      pages: 0,
      completedAt: fetchingAt,
      error: unreachableError(plan.siteName),
    };
  const finishedAt = fetchingAt + total * pageIntervalMs;
  const pages = Math.min(total, Math.floor((until - fetchingAt) / pageIntervalMs));
  if (cancelledAt !== undefined && cancelledAt < finishedAt)
    return { status: 'cancelled', pages, totalPages: total, completedAt: cancelledAt };
  if (now.getTime() >= finishedAt)
    return { status: 'completed', pages: total, totalPages: total, completedAt: finishedAt };
  return { status: 'in-progress', pages, totalPages: total };
}

export function isFinished(status: ImportRunStatus): boolean {
  return status === 'completed' || status === 'failed' || status === 'cancelled';
}

/** The id of the page the run's page `index` (0-based) becomes in its target. */
export function importedPageId(run: ImportRunRecord, index: number): string {
  return `page_${run.id}_${index + 1}`;
}

// ---------------------------------------------------------------------------------------------
// Writing pages into the target

interface Destination {
  space: SpaceRecord;
  changeRequest?: ChangeRequestRecord;
  /** Id of the page the imported pages go under. */
  parentId?: string;
}

/** Where the run's next page goes now, or why the target takes no more pages. */
function destinationOf(state: BackendState, run: ImportRunRecord): Destination | string {
  const { target } = run;
  const space = state.spaces.find((record) => record.id === target.space);
  if (!space || isDeleted(space))
    return `The space '${target.space}' was deleted before the import finished.`;
  const destination: Destination = { space };
  if (target.changeRequest !== undefined) {
    const request = state.changeRequests.find(
      (record) => record.id === target.changeRequest && record.spaceId === space.id,
    );
    if (!request) return `The change request '${target.changeRequest}' no longer exists.`;
    if (!openStatuses.has(request.status))
      return `The change request #${request.number} was ${request.status} before the import finished.`;
    destination.changeRequest = request;
  }
  if (target.page !== undefined) {
    if (!targetPages(state, space, destination.changeRequest).has(target.page))
      return `The page '${target.page}' was removed before the import finished.`;
    destination.parentId = target.page;
  }
  return destination;
}

/** The pages an import into the space (or into the request) can go under, by id. */
function targetPages(
  state: BackendState,
  space: SpaceRecord,
  request: ChangeRequestRecord | undefined,
): Map<string, RevisionPageRecord> {
  const pages = request ? requestPages(state, space, request) : currentRevision(state, space).pages;
  return new Map(placePages(pages).map(({ page }) => [page.id, page]));
}

function later(a: string, b: string): string {
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/**
 * Writes the run's page `index` into its target: a new revision of the space, or of the change
 * request, with the page added as a Document. Answers why not when the target stopped taking
 * pages. Ids and times come from the run, so writing is the same whenever it happens.
 */
function writePage(state: BackendState, run: ImportRunRecord, index: number): string | undefined {
  const destination = destinationOf(state, run);
  if (typeof destination === 'string') return destination;
  const { space, changeRequest, parentId } = destination;
  const plan = sitePlan(run.source.url);
  const source = plan.pages[index];
  if (!source) return undefined;
  const wording = pageWording(source, plan.siteName, run.enhance);
  const id = importedPageId(run, index);
  const at = new Date(pageArrival(run, index)).toISOString();
  const pages = changeRequest
    ? requestPages(state, space, changeRequest)
    : storedCurrentRevision(state, space).pages;
  const siblings = parentId === undefined ? pages : (findPage(pages, parentId)?.pages ?? []);
  const documentId = storeDocument(
    state,
    `doc_${id}`,
    sectionsDocument(id, [{ title: wording.title, body: wording.body }]),
  );
  const page: RevisionPageRecord = {
    id,
    type: 'document',
    title: wording.title,
    slug: freeSlug(siblings, slugOf(source.slug)),
    documentId,
    createdAt: at,
    updatedAt: at,
    pages: [],
  };
  const tree = withPageAdded(pages, page, parentId);
  if (changeRequest) {
    // A new page is a new state of the request's content.
    advanceRequestRevision(state, space, changeRequest, tree, at, `rev_${id}`);
    changeRequest.updatedAt = later(changeRequest.updatedAt, at);
  } else commitSpaceRevision(state, space, { id: `rev_${id}`, type: 'edits', pages: tree, at });
  return undefined;
}

function findPage(
  pages: readonly RevisionPageRecord[],
  id: string,
): RevisionPageRecord | undefined {
  return placePages(pages).find(({ page }) => page.id === id)?.page;
}

function settleRun(state: BackendState, run: ImportRunRecord, now: Date): boolean {
  const before = { written: run.written, stopped: run.stopped, settled: run.settled };
  let progress = importProgress(run, now);
  while (run.written < progress.pages) {
    const refusal = writePage(state, run, run.written);
    if (refusal !== undefined) {
      run.stopped = {
        at: new Date(pageArrival(run, run.written)).toISOString(),
        pages: run.written,
        error: refusal,
      };
      progress = importProgress(run, now);
      break;
    }
    run.written += 1;
  }
  run.settled = isFinished(progress.status) && run.written >= progress.pages;
  return (
    run.written !== before.written ||
    run.stopped !== before.stopped ||
    run.settled !== before.settled
  );
}

/**
 * Writes every page whose time has come into its target. Runs before each request (and when a
 * seed is built), so pages appear one by one as the clock moves; writing is idempotent, and a
 * run that ended with all its pages written is never looked at again.
 */
export function settleImports(state: BackendState, now: Date): boolean {
  let changed = false;
  for (const run of state.importRuns)
    if (!run.settled && settleRun(state, run, now)) changed = true;
  return changed;
}

// ---------------------------------------------------------------------------------------------
// Rules of the operations

/** The roles that edit content may import it (the spec's edit role edits live content). */
const requireImporter = requireContentEditor;

function findTargetSpace(state: BackendState, organizationId: string, spaceId: string, now: Date) {
  const space = findInOrganization(state.spaces, organizationId, spaceId, 'space');
  if (isExpired(space, now)) throw notFound('space', spaceId, inOrganization(organizationId));
  if (isDeleted(space))
    throw new ApiError(404, `The space '${spaceId}' is deleted; restore it first.`);
  return space;
}

/** Checks the target and answers it as stored: the change request by id. */
function checkTarget(
  state: BackendState,
  organizationId: string,
  target: ImportRunCreate['target'],
  now: Date,
): ImportRunRecord['target'] {
  const space = findTargetSpace(state, organizationId, target.space, now);
  if (space.editMode === 'locked')
    throw new ApiError(
      403,
      `The space '${space.id}' is locked; unlock it to import pages into it.`,
    );
  const checked: ImportRunRecord['target'] = { space: space.id };
  let request: ChangeRequestRecord | undefined;
  if (target.changeRequest !== undefined) {
    request = findChangeRequest(state, space, target.changeRequest);
    if (!openStatuses.has(request.status))
      throw new ApiError(
        400,
        `/target/changeRequest is #${request.number}, which is ${request.status}: only a draft or open change request takes imported pages.`,
      );
    checked.changeRequest = request.id;
  }
  if (target.page !== undefined) {
    if (!targetPages(state, space, request).has(target.page))
      throw new ApiError(
        404,
        request
          ? `No page matches id '${target.page}' in the space '${space.id}' or its change request #${request.number}`
          : `No page matches id '${target.page}' in the space '${space.id}'`,
      );
    checked.page = target.page;
  }
  return checked;
}

/** Starts a run; its pages arrive from 2 seconds on (see `importProgress`). */
export function startImport(
  state: BackendState,
  organizationId: string,
  user: UserRecord,
  body: ImportRunCreate,
  now: Date,
): ImportRunRecord {
  const organization = findOrganization(state, organizationId);
  requireImporter(state, organization.id, user, 'import content');
  const target = checkTarget(state, organization.id, body.target, now);
  const run: ImportRunRecord = {
    id: newId('import'),
    organizationId: organization.id,
    createdBy: user.id,
    source: { type: 'website', url: body.source.url },
    target,
    enhance: body.enhance ?? true,
    startedAt: now.toISOString(),
    written: 0,
    settled: false,
  };
  state.importRuns.push(run);
  return run;
}

export function findImportRun(
  state: BackendState,
  organizationId: string,
  importRunId: string,
): ImportRunRecord {
  return findInOrganization(state.importRuns, organizationId, importRunId, 'import run');
}

/** Newest first; the id breaks ties so pages never shuffle. */
export function organizationImportRuns(
  state: BackendState,
  organizationId: string,
): ImportRunRecord[] {
  return organizationRecords(
    state.importRuns,
    organizationId,
    (a, b) => b.startedAt.localeCompare(a.startedAt) || a.id.localeCompare(b.id),
  );
}

/** Stops a pending or in-progress run; what it imported so far stays in the target. */
export function cancelImport(
  state: BackendState,
  run: ImportRunRecord,
  user: UserRecord,
  now: Date,
): void {
  requireImporter(state, run.organizationId, user, 'cancel imports');
  const { status } = importProgress(run, now);
  if (isFinished(status))
    throw new ApiError(
      400,
      `The import '${run.id}' is already ${status}; only a pending or in-progress import can be cancelled.`,
    );
  run.cancelledAt = now.toISOString();
  settleRun(state, run, now);
}

/** The ImportRun resource at `now`. */
export function importRunResponse(run: ImportRunRecord, now: Date, origin: string): ImportRun {
  const progress = importProgress(run, now);
  const plan = sitePlan(run.source.url);
  return {
    object: 'import-run',
    id: run.id,
    status: progress.status,
    startedAt: run.startedAt,
    ...(progress.completedAt === undefined
      ? {}
      : { completedAt: new Date(progress.completedAt).toISOString() }),
    pages: plan.pages.slice(0, progress.pages).map((page, index) => ({
      id: importedPageId(run, index),
      sourceURL: pageSourceUrl(run.source.url, page),
      type: 'page',
      status: 'complete',
    })),
    ...(progress.totalPages === undefined ? {} : { totalPages: progress.totalPages }),
    ...(progress.error === undefined ? {} : { error: progress.error }),
    source: { ...run.source },
    target: { ...run.target },
    enhance: run.enhance,
    urls: {
      location: `${origin}/v1/org/${encodeURIComponent(run.organizationId)}/imports/${encodeURIComponent(run.id)}`,
    },
  };
}
