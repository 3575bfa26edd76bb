import type {
  RevisionSemanticChange as SemanticChange,
  RevisionSemanticChanges as SemanticChanges,
} from '../../../api/schema.gen.ts';
import { indexed } from '../store/indexes.ts';
import type {
  BackendState,
  ChangeRequestRecord,
  RevisionRecord,
  SpaceRecord,
} from '../store/state.ts';
import { findRevision } from './revisions.ts';
import { limitedChanges, pageChanges, touchedPageIds } from './semantic-changes.ts';

/**
 * What a change request changes (platform-values §6.1 RevisionSemanticChanges): its revision
 * against the space revision it is based on, the one it started from or was last updated to.
 * Both are immutable, so after a merge the request still shows what it changed.
 */

/** The space revision the request is measured against. */
export function baseRevisionId(record: ChangeRequestRecord): string {
  return record.revisionMergedAncestor ?? record.revisionInitial;
}

export interface RequestRevisions {
  base: RevisionRecord;
  head: RevisionRecord;
}

/**
 * The request's base and head revisions. A request whose revisions were never stored (a state
 * written by hand) reads as changing nothing.
 */
export function requestRevisions(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
): RequestRevisions | undefined {
  const head = findRevision(state, space, record.revision);
  const base = findRevision(state, space, baseRevisionId(record));
  if (!head) return undefined;
  return { base: base ?? head, head };
}

/** Every change of the request, kept between reads. */
export function changeRequestChanges(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
): readonly SemanticChange[] {
  const revisions = requestRevisions(state, space, record);
  if (!revisions) return [];
  return indexed(state, `request-changes:${revisions.base.id}:${revisions.head.id}`, () =>
    pageChanges(revisions.base.pages, revisions.head.pages),
  );
}

/** The request's changes, at most `limit` of them; `more` counts the rest. */
export function semanticChanges(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
  limit: number,
): SemanticChanges {
  return limitedChanges(changeRequestChanges(state, space, record), limit);
}

/** Ids of the pages the request creates, edits or moves (the PDF's "one page", translations). */
export function editedPageIds(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
): string[] {
  return touchedPageIds(changeRequestChanges(state, space, record));
}
