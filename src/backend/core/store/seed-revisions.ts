import { documentOfSections, keyedSectionsOf, sectionsDocument } from '../domain/page-documents.ts';
import { slugOf } from '../domain/page-records.ts';
import { withPageAdded, withPageChanged, withPageRemoved } from '../domain/page-tree-edits.ts';
import { placePages, storeDocument } from '../domain/revisions.ts';
import type { BackendState, RevisionPageRecord, SpaceRecord } from './state.ts';

/**
 * The seeded spaces' page trees as revisions of Documents (decision 0037), and what a seeded
 * change request does to them: it rewrites a section's text, adds a section, removes one
 * (blocks added and removed), renames a page, adds a page, moves one under another and
 * deletes one. Document ids name the page and the revision that wrote them, so they are
 * stable from one seed build to the next.
 */

/** A change to one page of the space. */
export interface SeedEdit {
  page: string;
  /** A new title in the request. */
  title?: string;
  /** A section the request adds at the end. */
  add?: [title: string, body: string];
  /** A section (by index) whose body the request rewrites. */
  rewrite?: [index: number, body: string];
  /** A section (by index) the request removes, heading and text. */
  remove?: number;
  /**
   * For a merged request, whose edit is already in the main content: the section's body before
   * it (the main content is the "after").
   */
  previously?: [index: number, body: string];
}

export interface SeedPageChanges {
  edits?: SeedEdit[];
  /** New pages: a slug, a title and sections; under `parent` (a page id) when set. */
  creates?: {
    slug: string;
    title: string;
    parent?: string;
    sections: [title: string, body: string][];
  }[];
  /** Pages moved under another page (`parent`), or to the top level without one. */
  moves?: { page: string; parent?: string }[];
  /** Ids of the space's pages the request deletes. */
  deletes?: string[];
  /** Link pages the request adds. */
  links?: SeedLink[];
}

/** A link page: its id, title and target; under `parent` (a page id) when set. */
export interface SeedLink {
  id: string;
  title: string;
  target: NonNullable<RevisionPageRecord['target']>;
  parent?: string;
}

/** `pages` with link pages added, each at the end of its parent's pages. */
export function withSeedLinks(
  pages: RevisionPageRecord[],
  links: readonly SeedLink[],
  at?: string,
): RevisionPageRecord[] {
  let tree = pages;
  for (const link of links) {
    // A link has no path, hence no slug (state.ts).
    const page: RevisionPageRecord = {
      id: link.id,
      type: 'link',
      title: link.title,
      slug: '',
      target: link.target,
      pages: [],
    };
    if (at !== undefined) {
      page.createdAt = at;
      page.updatedAt = at;
    }
    tree = withPageAdded(tree, page, link.parent);
  }
  return tree;
}

/** The space's seeded pages (`space.pages`) as a tree whose bodies are stored Documents. */
export function seedPageTree(state: BackendState, space: SpaceRecord): RevisionPageRecord[] {
  const byPath = new Map<string, RevisionPageRecord>();
  const top: RevisionPageRecord[] = [];
  for (const record of space.pages) {
    const slash = record.path.lastIndexOf('/');
    const page: RevisionPageRecord = {
      id: record.id,
      type: 'document',
      title: record.title,
      slug: slash === -1 ? record.path : record.path.slice(slash + 1),
      documentId: storeDocument(
        state,
        `doc_${record.id}`,
        sectionsDocument(record.id, record.sections),
      ),
      pages: [],
    };
    byPath.set(record.path, page);
    const parent = slash === -1 ? undefined : byPath.get(record.path.slice(0, slash));
    (parent ? parent.pages : top).push(page);
  }
  return top;
}

function findPage(pages: readonly RevisionPageRecord[], id: string): RevisionPageRecord {
  const found = placePages(pages).find(({ page }) => page.id === id)?.page;
  if (!found) throw new Error(`Seed revision: no page ${id}`);
  return found;
}

function documentOf(state: BackendState, page: RevisionPageRecord) {
  const stored = state.documents.find((record) => record.id === page.documentId);
  if (!stored) throw new Error(`Seed revision: no document for ${page.id}`);
  return stored.document;
}

/** One page edited: its sections changed as `edit` says, its Document stored as `documentId`. */
function editPage(
  state: BackendState,
  page: RevisionPageRecord,
  edit: SeedEdit,
  documentId: string,
  at: string,
): RevisionPageRecord {
  let sections = keyedSectionsOf(documentOf(state, page), page.title);
  const rewrite = edit.rewrite ?? edit.previously;
  if (rewrite)
    sections = sections.map((section, index) =>
      index === rewrite[0] ? { ...section, body: rewrite[1] } : section,
    );
  if (edit.remove !== undefined) sections = sections.filter((_, index) => index !== edit.remove);
  if (edit.add)
    sections = [
      ...sections,
      { key: `${page.id}-s${sections.length + 1}-added`, title: edit.add[0], body: edit.add[1] },
    ];
  const edited: RevisionPageRecord = {
    ...page,
    documentId: storeDocument(state, documentId, documentOfSections(sections)),
    updatedAt: at,
  };
  if (edit.title !== undefined) edited.title = edit.title;
  return edited;
}

/** `pages` with the request's changes applied; new Documents are named after `revisionId`. */
export function applySeedChanges(
  state: BackendState,
  space: SpaceRecord,
  pages: RevisionPageRecord[],
  changes: SeedPageChanges,
  revisionId: string,
  at: string,
): RevisionPageRecord[] {
  let tree = pages;
  // Document ids are fresh (storeDocument): the page, the revision and which edit wrote them.
  (changes.edits ?? []).forEach((edit, index) => {
    tree = withPageChanged(tree, edit.page, (page) =>
      editPage(state, page, edit, `doc_${page.id}_${revisionId}_e${index + 1}`, at),
    );
  });
  for (const source of changes.creates ?? []) {
    const id = `page_${space.id.slice('space_'.length)}_${source.slug.replace(/-/g, '_')}`;
    const page: RevisionPageRecord = {
      id,
      type: 'document',
      title: source.title,
      slug: slugOf(source.slug),
      documentId: storeDocument(
        state,
        `doc_${id}_${revisionId}`,
        sectionsDocument(
          id,
          source.sections.map(([title, body]) => ({ title, body })),
        ),
      ),
      createdAt: at,
      updatedAt: at,
      pages: [],
    };
    tree = withPageAdded(tree, page, source.parent);
  }
  tree = withSeedLinks(tree, changes.links ?? [], at);
  for (const move of changes.moves ?? []) {
    findPage(tree, move.page);
    const taken = withPageRemoved(tree, move.page);
    tree = withPageAdded(taken.pages, taken.removed as RevisionPageRecord, move.parent);
  }
  for (const id of changes.deletes ?? []) {
    findPage(tree, id);
    tree = withPageRemoved(tree, id).pages;
  }
  return tree;
}
