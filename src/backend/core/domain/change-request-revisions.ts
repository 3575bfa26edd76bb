import type {
  BackendState,
  ChangeRequestRecord,
  RevisionPageRecord,
  RevisionRecord,
  SpaceRecord,
} from '../store/state.ts';
import { requestRevisions } from './change-request-changes.ts';
import { newId } from './ids.ts';
import { rebasePages } from './revision-rebase.ts';
import {
  commitSpaceRevision,
  currentRevision,
  findRevision,
  makeRevision,
  storedCurrentRevision,
} from './revisions.ts';

/**
 * How a change request's revision moves (decision 0037): it starts as the space's current
 * revision under a new id, every change of its content makes a new one whose parent is the
 * last, an update from main replays its changes on main (`update`), and a merge makes main's
 * next revision (`merge`) of what the request's revision holds.
 */

/** The request's first revision: the space's current pages, shared. */
export function startRequestRevision(
  state: BackendState,
  space: SpaceRecord,
  at: string,
): { base: RevisionRecord; revision: RevisionRecord } {
  const base = storedCurrentRevision(state, space);
  const revision = makeRevision(state, space.id, {
    id: newId('rev'),
    type: 'edits',
    parents: [base.id],
    pages: base.pages,
    at,
  });
  return { base, revision };
}

/**
 * The request's pages now (its head revision's), or the space's when it has none stored (a
 * state written by hand); read-only, so reads may use it.
 */
export function requestPages(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
): readonly RevisionPageRecord[] {
  return findRevision(state, space, record.revision)?.pages ?? currentRevision(state, space).pages;
}

/** A new head revision of the request holding `pages` (the same pages for a description). */
export function advanceRequestRevision(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
  pages: RevisionPageRecord[],
  at: string,
  id: string = newId('rev'),
): RevisionRecord {
  const revision = makeRevision(state, space.id, {
    id,
    type: 'edits',
    parents: [record.revision],
    pages,
    at,
  });
  record.revision = revision.id;
  return revision;
}

/** The request's changes replayed on main's current pages. */
function onMain(state: BackendState, space: SpaceRecord, record: ChangeRequestRecord) {
  const main = storedCurrentRevision(state, space);
  const revisions = requestRevisions(state, space, record);
  if (!revisions) return { main, pages: main.pages };
  // When main is still the request's base, this is what the request holds.
  return { main, pages: rebasePages(revisions.base.pages, revisions.head.pages, main.pages) };
}

/** Update from main: a new `update` revision of the request, based on main's current one. */
export function rebaseRequestRevision(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
  at: string,
): RevisionRecord {
  const { main, pages } = onMain(state, space, record);
  const revision = makeRevision(state, space.id, {
    id: newId('rev'),
    type: 'update',
    parents: [record.revision, main.id],
    pages,
    at,
  });
  record.revision = revision.id;
  record.revisionMergedAncestor = main.id;
  return revision;
}

/** Merge: main's next revision, of what the request holds (replayed if main moved on). */
export function mergeRequestRevision(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
  at: string,
): RevisionRecord {
  const { main, pages } = onMain(state, space, record);
  return commitSpaceRevision(state, space, {
    id: newId('rev'),
    type: 'merge',
    parents: [main.id, record.revision],
    pages,
    at,
    mergedFrom: record.id,
  });
}
