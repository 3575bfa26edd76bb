import type {
  BackendState,
  DocumentValue,
  PageRecord,
  RevisionPageRecord,
  RevisionRecord,
  SpaceRecord,
} from '../store/state.ts';
import { indexed } from '../store/indexes.ts';
import { appendRecord, findRecordById } from '../store/record-positions.ts';
import { emptyDocument, sectionsDocument, sectionsOf } from './page-documents.ts';
import { slugOf } from './page-records.ts';

/**
 * Revisions (decision 0037): immutable snapshots of a space's page tree, each page's body a
 * stored Document named by id. A new revision shares every page it does not change with the one
 * it came from (the same objects, the same Document ids), so a revision costs what it changed.
 *
 * A space made without stored content (a new, duplicated or translated space, the large seed's
 * bulk spaces) keeps its pages only as `space.pages`; its current revision is then read as the
 * snapshot of those pages, and stored as that snapshot the first time something builds on it.
 */

// ---------------------------------------------------------------------------------------------
// Stored records

export function findStoredRevision(state: BackendState, id: string): RevisionRecord | undefined {
  return findRecordById('revisions', state.revisions, id);
}

export function storeRevision(state: BackendState, revision: RevisionRecord): RevisionRecord {
  return appendRecord('revisions', state.revisions, revision);
}

/**
 * Stores a page body under `id` and answers the id. Ids are fresh by construction (they name the
 * page and the revision or import that wrote the body), so nothing is looked up: a lookup of an
 * id not stored yet would read the whole list, and a change would then save all of it.
 */
export function storeDocument(state: BackendState, id: string, body: DocumentValue): string {
  appendRecord('documents', state.documents, { id, document: body });
  return id;
}

// ---------------------------------------------------------------------------------------------
// Trees

/** A page of a tree with where it sits: its full path and its parent. */
export interface PlacedPage {
  page: RevisionPageRecord;
  /** Empty for a link, which has no path (platform-content §4). */
  path: string;
  parent?: RevisionPageRecord;
  /** Its position among its siblings. */
  index: number;
}

/** A page's full path under a parent's (`prefix`, empty at the top level); none for a link. */
export function pagePath(prefix: string, page: RevisionPageRecord): string {
  if (page.type === 'link') return '';
  return prefix === '' ? page.slug : `${prefix}/${page.slug}`;
}

/** Every page of a tree, parents before their children, in reading order. */
export function placePages(pages: readonly RevisionPageRecord[]): PlacedPage[] {
  const placed: PlacedPage[] = [];
  const visit = (
    children: readonly RevisionPageRecord[],
    prefix: string,
    parent: RevisionPageRecord | undefined,
  ) =>
    children.forEach((page, index) => {
      const path = pagePath(prefix, page);
      placed.push(parent ? { page, path, parent, index } : { page, path, index });
      visit(page.pages, path, page);
    });
  visit(pages, '', undefined);
  return placed;
}

export interface PageIndex {
  list: PlacedPage[];
  byId: Map<string, PlacedPage>;
  byPath: Map<string, PlacedPage>;
}

/** A revision's pages by id and by path; kept between reads (a revision never changes). */
export function pageIndex(state: BackendState, revision: RevisionRecord): PageIndex {
  return indexed(state, `revision-pages:${revision.spaceId}:${revision.id}`, () => {
    const list = placePages(revision.pages);
    return {
      list,
      byId: new Map(list.map((placed) => [placed.page.id, placed])),
      // A link has no path: the by-path reads never answer one (platform-content §2).
      byPath: new Map(
        list.filter((placed) => placed.path !== '').map((placed) => [placed.path, placed]),
      ),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// A space's current content when only `space.pages` holds it

/** Document ids of pages made from `space.pages`: the revision and the page. */
function snapshotDocumentId(revisionId: string, pageId: string): string {
  return `doc_${revisionId}_${pageId}`;
}

interface Snapshot {
  revision: RevisionRecord;
  documents: Map<string, DocumentValue>;
}

/** The tree of `space.pages` (a flat table of contents, nested by path) and its bodies. */
function snapshotOf(space: SpaceRecord): Snapshot {
  const documents = new Map<string, DocumentValue>();
  const byPath = new Map<string, RevisionPageRecord>();
  const top: RevisionPageRecord[] = [];
  for (const record of space.pages) {
    const slash = record.path.lastIndexOf('/');
    const documentId = snapshotDocumentId(space.revision, record.id);
    documents.set(documentId, sectionsDocument(record.id, record.sections));
    const page: RevisionPageRecord = {
      id: record.id,
      type: 'document',
      title: record.title,
      slug: slash === -1 ? record.path : record.path.slice(slash + 1),
      documentId,
      pages: [],
    };
    byPath.set(record.path, page);
    const parent = slash === -1 ? undefined : byPath.get(record.path.slice(0, slash));
    (parent ? parent.pages : top).push(page);
  }
  const revision: RevisionRecord = {
    id: space.revision,
    spaceId: space.id,
    type: 'edits',
    parents: [],
    createdAt: space.updatedAt,
    pages: top,
  };
  return { revision, documents };
}

function snapshot(state: BackendState, space: SpaceRecord): Snapshot {
  return indexed(state, `revision-snapshot:${space.id}:${space.revision}`, () => snapshotOf(space));
}

/** The revision `id` of the space (its own or one of its requests'), when there is one. */
export function findRevision(
  state: BackendState,
  space: SpaceRecord,
  id: string,
): RevisionRecord | undefined {
  const stored = findStoredRevision(state, id);
  if (stored) return stored.spaceId === space.id ? stored : undefined;
  return id === space.revision ? snapshot(state, space).revision : undefined;
}

/** The space's current revision. */
export function currentRevision(state: BackendState, space: SpaceRecord): RevisionRecord {
  return findRevision(state, space, space.revision) ?? snapshot(state, space).revision;
}

/** The body of a page of `revision` (of `space`); empty for a page never written. */
export function pageDocument(
  state: BackendState,
  space: SpaceRecord,
  page: RevisionPageRecord,
): DocumentValue {
  if (page.documentId === undefined) return emptyDocument();
  const stored = findRecordById('documents', state.documents, page.documentId);
  if (stored) return stored.document;
  return snapshot(state, space).documents.get(page.documentId) ?? emptyDocument();
}

/** Stores the space's current revision if only `space.pages` held it, and answers it. */
export function storedCurrentRevision(state: BackendState, space: SpaceRecord): RevisionRecord {
  const stored = findStoredRevision(state, space.revision);
  if (stored) return stored;
  const { revision, documents } = snapshotOf(space);
  for (const [id, body] of documents) storeDocument(state, id, body);
  return storeRevision(state, revision);
}

// ---------------------------------------------------------------------------------------------
// Making revisions

export interface NewRevision {
  id: string;
  type: RevisionRecord['type'];
  parents: string[];
  pages: RevisionPageRecord[];
  at: string;
  mergedFrom?: string;
}

export function makeRevision(
  state: BackendState,
  spaceId: string,
  made: NewRevision,
): RevisionRecord {
  const revision: RevisionRecord = {
    id: made.id,
    spaceId,
    type: made.type,
    parents: made.parents,
    createdAt: made.at,
    pages: made.pages,
  };
  if (made.mergedFrom !== undefined) revision.mergedFrom = made.mergedFrom;
  return storeRevision(state, revision);
}

/**
 * Moves the space to a new revision of its own: stored, current, and read by the older readers
 * of the content through `space.pages`.
 */
export function commitSpaceRevision(
  state: BackendState,
  space: SpaceRecord,
  made: Omit<NewRevision, 'parents'> & { parents?: string[] },
): RevisionRecord {
  const previous = storedCurrentRevision(state, space);
  const revision = makeRevision(state, space.id, {
    ...made,
    parents: made.parents ?? [previous.id],
  });
  space.pages = pageRecordsOf(state, space, revision, previous);
  space.revision = revision.id;
  space.updatedAt = made.at > space.updatedAt ? made.at : space.updatedAt;
  return revision;
}

/**
 * The revision's pages as titled sections (store/slices/content.ts PageRecord): what search, links,
 * translations and the site's AI read of a space's current content. With the space's previous
 * revision (whose sections `space.pages` holds), a page with the same body, title and path
 * keeps its sections: a merge or an import reads only the Documents it changed.
 */
export function pageRecordsOf(
  state: BackendState,
  space: SpaceRecord,
  revision: RevisionRecord,
  previous?: RevisionRecord,
): PageRecord[] {
  const placed = placePages(revision.pages);
  const byId = new Map(placed.map((entry) => [entry.page.id, entry]));
  const before = new Map(
    previous ? placePages(previous.pages).map((entry) => [entry.page.id, entry]) : [],
  );
  const sectionsBefore = new Map(space.pages.map((record) => [record.id, record.sections]));
  return placed
    .filter((entry) => entry.page.type === 'document')
    .map(({ page, path, parent }) => {
      const ancestors: { title: string }[] = [];
      for (let up = parent; up; up = byId.get(up.id)?.parent)
        ancestors.unshift({ title: up.title });
      const old = before.get(page.id);
      const kept =
        old &&
        old.path === path &&
        old.page.title === page.title &&
        old.page.documentId === page.documentId
          ? sectionsBefore.get(page.id)
          : undefined;
      return {
        id: page.id,
        title: page.title,
        path,
        ancestors,
        sections:
          kept ??
          sectionsOf(pageDocument(state, space, page), page.title).map((section, index) => ({
            id: `${page.id}_s${index + 1}`,
            title: section.title,
            path: `${path}#${slugOf(section.title)}`,
            body: section.body,
          })),
      };
    });
}
