import type {
  BackendState,
  ChangeRequestRecord,
  RevisionPageRecord,
  RevisionRecord,
  SpaceRecord,
} from '../store/state.ts';
import type { ChangeRequestConflict } from '../../../api/schema.gen.ts';
import { indexed } from '../store/indexes.ts';
import { requestRevisions } from './change-request-changes.ts';
import { mergeBodies } from './document-merge.ts';
import { newId } from './ids.ts';
import { findConflicts } from './revision-conflicts.ts';
import { rebasePages, type MergeBody } from './revision-rebase.ts';
import {
  commitSpaceRevision,
  currentRevision,
  findRevision,
  makeRevision,
  pageDocument,
  storedCurrentRevision,
  storeDocument,
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

/**
 * The pages the request and main both changed in ways that cannot both stand: none while main
 * is still its base, or once it is merged or archived. Kept between reads.
 */
export function requestConflicts(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
): readonly ChangeRequestConflict[] {
  if (record.status !== 'draft' && record.status !== 'open') return [];
  const revisions = requestRevisions(state, space, record);
  if (!revisions) return [];
  const main = currentRevision(state, space);
  if (main.id === revisions.base.id) return [];
  return indexed(
    state,
    `request-conflicts:${revisions.base.id}:${revisions.head.id}:${main.id}`,
    () =>
      findConflicts(revisions.base.pages, revisions.head.pages, main.pages, (page) =>
        pageDocument(state, space, page),
      ),
  );
}

/** The request's changes replayed on main's current pages (a request without conflicts). */
function onMain(state: BackendState, space: SpaceRecord, record: ChangeRequestRecord, id: string) {
  const main = storedCurrentRevision(state, space);
  const revisions = requestRevisions(state, space, record);
  if (!revisions) return { main, pages: main.pages };
  // A page whose body both sides changed gets a new body: main's with the request's blocks.
  const mergeBody: MergeBody = (base, ours, theirs) =>
    storeDocument(
      state,
      `doc_${id}_${ours.id}`,
      mergeBodies(
        pageDocument(state, space, base),
        pageDocument(state, space, ours),
        pageDocument(state, space, theirs),
      ),
    );
  // When main is still the request's base, this is what the request holds.
  return {
    main,
    pages: rebasePages(revisions.base.pages, revisions.head.pages, main.pages, mergeBody),
  };
}

/** Update from main: a new `update` revision of the request, based on main's current one. */
export function rebaseRequestRevision(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
  at: string,
): RevisionRecord {
  const id = newId('rev');
  const { main, pages } = onMain(state, space, record, id);
  const revision = makeRevision(state, space.id, {
    id,
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
  const id = newId('rev');
  const { main, pages } = onMain(state, space, record, id);
  return commitSpaceRevision(state, space, {
    id,
    type: 'merge',
    parents: [main.id, record.revision],
    pages,
    at,
    mergedFrom: record.id,
  });
}
