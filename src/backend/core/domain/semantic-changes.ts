import type {
  ChangedPage,
  RevisionSemanticChange as SemanticChange,
  RevisionSemanticChanges as SemanticChanges,
} from '../../../api/schema.gen.ts';
import type { RevisionPageRecord } from '../store/state.ts';
import { placePages, type PlacedPage } from './revisions.ts';

/**
 * What a revision changed against another, page by page (platform-values §6.1): pages created,
 * deleted, moved to another parent, and edited with the attributes that changed, before and
 * after. A page's body is compared by its Document id: a revision shares the bodies it did not
 * change, so `document` names the two Documents (decision 0037), which the caller reads with
 * getPageDocumentInRevisionById to show the difference.
 */

type EditedAttributes = Extract<SemanticChange, { type: 'page_edited' }>['attributes'];

function changedPage(placed: PlacedPage): ChangedPage {
  const page: ChangedPage = {
    id: placed.page.id,
    type: placed.page.type,
    title: placed.page.title,
  };
  // A link has no path.
  if (placed.path !== '') page.path = placed.path;
  return page;
}

/** A before/after pair with only the sides that are set. */
function pair<T>(before: T | undefined, after: T | undefined): { before?: T; after?: T } {
  const value: { before?: T; after?: T } = {};
  if (before !== undefined) value.before = before;
  if (after !== undefined) value.after = after;
  return value;
}

const comparedAttributes = ['title', 'slug', 'description', 'emoji'] as const;

function editedAttributes(before: RevisionPageRecord, after: RevisionPageRecord): EditedAttributes {
  const attributes: EditedAttributes = {};
  // The same object in both trees: a page the newer revision did not touch.
  if (before === after) return attributes;
  for (const name of comparedAttributes)
    if (before[name] !== after[name]) attributes[name] = pair(before[name], after[name]);
  if (before.documentId !== after.documentId)
    attributes.document = pair(before.documentId, after.documentId);
  // Targets are small values written whole: compared by what they say.
  if (JSON.stringify(before.target) !== JSON.stringify(after.target))
    attributes.target = pair(before.target, after.target);
  return attributes;
}

/**
 * Every change from `before` to `after`: in the newer tree's reading order, each page created,
 * moved or edited (a page both moved and edited gives both), then the pages deleted in the older
 * tree's order.
 */
export function pageChanges(
  before: readonly RevisionPageRecord[],
  after: readonly RevisionPageRecord[],
): SemanticChange[] {
  const older = new Map(placePages(before).map((placed) => [placed.page.id, placed]));
  const newer = placePages(after);
  const newerById = new Map(newer.map((placed) => [placed.page.id, placed]));
  const kept = new Set<string>();
  const changes: SemanticChange[] = [];
  for (const placed of newer) {
    const previous = older.get(placed.page.id);
    kept.add(placed.page.id);
    if (!previous) {
      changes.push({ type: 'page_created', page: changedPage(placed) });
      continue;
    }
    if (previous.parent?.id !== placed.parent?.id) {
      const parent: Extract<SemanticChange, { type: 'page_moved' }>['parent'] = {};
      const parentBefore = previous.parent && older.get(previous.parent.id);
      const parentAfter = placed.parent && newerById.get(placed.parent.id);
      if (parentBefore) parent.before = changedPage(parentBefore);
      if (parentAfter) parent.after = changedPage(parentAfter);
      changes.push({ type: 'page_moved', page: changedPage(placed), parent });
    }
    const attributes = editedAttributes(previous.page, placed.page);
    if (Object.keys(attributes).length > 0)
      changes.push({ type: 'page_edited', page: changedPage(placed), attributes });
  }
  for (const [id, placed] of older)
    if (!kept.has(id)) changes.push({ type: 'page_deleted', page: changedPage(placed) });
  return changes;
}

/** At most `limit` changes; `more` counts the rest. */
export function limitedChanges(changes: readonly SemanticChange[], limit: number): SemanticChanges {
  const answer: SemanticChanges = { changes: changes.slice(0, limit) };
  if (changes.length > limit) answer.more = changes.length - limit;
  return answer;
}

/** Ids of the pages a change list creates, edits or moves (not those it deletes). */
export function touchedPageIds(changes: readonly SemanticChange[]): string[] {
  const ids = new Set<string>();
  for (const change of changes)
    if ('page' in change && change.type !== 'page_deleted') ids.add(change.page.id);
  return [...ids];
}
