import type {
  ChangedPage,
  RevisionSemanticChange as SemanticChange,
  RevisionSemanticChanges as SemanticChanges,
} from '../../api/schema.gen.ts';
import type {
  ChangeRequestRecord,
  PageContentRecord,
  PageRecord,
  SpaceRecord,
} from '../store/state.ts';
import { insertPage, slugOf } from './page-records.ts';

/**
 * What a change request changes, page by page (platform-values §6.1 RevisionSemanticChanges):
 * the pages it adds, edits and deletes against the revision it started from, and how a merge
 * applies them to the space's main content.
 */

export function pageContentOf(page: PageRecord): PageContentRecord {
  return {
    title: page.title,
    sections: page.sections.map(({ title, body }) => ({ title, body })),
  };
}

/** A page's text as the `document` attribute compares it: each section, titled. */
export function pageText(content: PageContentRecord): string {
  return content.sections.map((section) => `## ${section.title}\n\n${section.body}`).join('\n\n');
}

function changedPage(id: string, title: string, path: string): ChangedPage {
  return { id, type: 'document', title, path };
}

/** Ids of the space's pages the request edits (the PDF's "one page", translation runs). */
export function editedPageIds(record: ChangeRequestRecord): string[] {
  return record.pageEdits.map((edit) => edit.pageId);
}

/** Every change, edits first (in the space's page order), then added and deleted pages. */
function allChanges(space: SpaceRecord, record: ChangeRequestRecord): SemanticChange[] {
  const changes: SemanticChange[] = [];
  const order = new Map(space.pages.map((page, index) => [page.id, index]));
  const edits = [...record.pageEdits].sort(
    (a, b) => (order.get(a.pageId) ?? Infinity) - (order.get(b.pageId) ?? Infinity),
  );
  for (const edit of edits) {
    const path = space.pages.find((page) => page.id === edit.pageId)?.path ?? '';
    const attributes: Extract<SemanticChange, { type: 'page_edited' }>['attributes'] = {};
    if (edit.before.title !== edit.after.title)
      attributes.title = { before: edit.before.title, after: edit.after.title };
    const before = pageText(edit.before);
    const after = pageText(edit.after);
    if (before !== after) attributes.document = { before, after };
    // An edit that came back to where it started changes nothing.
    if (Object.keys(attributes).length === 0) continue;
    changes.push({
      type: 'page_edited',
      page: changedPage(edit.pageId, edit.after.title, path),
      attributes,
    });
  }
  for (const page of record.addedPages ?? [])
    changes.push({ type: 'page_created', page: changedPage(page.id, page.title, page.path) });
  for (const page of record.removedPages ?? [])
    changes.push({ type: 'page_deleted', page: changedPage(page.id, page.title, page.path) });
  return changes;
}

/** The request's changes, at most `limit` of them; `more` counts the rest. */
export function semanticChanges(
  space: SpaceRecord,
  record: ChangeRequestRecord,
  limit: number,
): SemanticChanges {
  const changes = allChanges(space, record);
  const answer: SemanticChanges = { changes: changes.slice(0, limit) };
  if (changes.length > limit) answer.more = changes.length - limit;
  return answer;
}

/** Writes a page's content into its record: sections keep their ids by position. */
function applyContent(page: PageRecord, content: PageContentRecord): void {
  page.title = content.title;
  page.sections = content.sections.map((section, index) => ({
    id: `${page.id}_s${index + 1}`,
    title: section.title,
    path: `${page.path}#${slugOf(section.title)}`,
    body: section.body,
  }));
}

/** On merge: the edits, additions and deletions become the space's main content. */
export function applyChanges(space: SpaceRecord, record: ChangeRequestRecord): void {
  for (const edit of record.pageEdits) {
    const page = space.pages.find((candidate) => candidate.id === edit.pageId);
    if (page) applyContent(page, edit.after);
  }
  for (const page of record.addedPages ?? []) insertPage(space.pages, structuredClone(page));
  const removed = new Set((record.removedPages ?? []).map((page) => page.id));
  if (removed.size > 0) space.pages = space.pages.filter((page) => !removed.has(page.id));
}
