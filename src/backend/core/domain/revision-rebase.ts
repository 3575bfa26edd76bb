import type { RevisionPageRecord } from '../store/state.ts';
import { placePages, type PlacedPage } from './revisions.ts';

/**
 * Replays what a change request changed (from `base` to `ours`) on top of where main is now
 * (`theirs`): what update-from-main makes the request's new revision of, and what a merge of a
 * request that main moved past makes main's. Page by page, the request wins for what it
 * changed (a page's fields and body, its parent, its creation and its deletion); main's
 * content stands everywhere else. When main has not moved (`theirs` is `base`) the answer is
 * `ours` itself.
 *
 * A page both sides changed takes each field from the side that changed it, and its body from
 * `mergeBody` when both changed that too (a block-by-block merge that stores the result). Only
 * requests without conflicts (`revision-conflicts.ts`) get here, so the two sides never changed
 * the same field or block differently.
 */

type PageFields = Omit<RevisionPageRecord, 'pages'>;

function fieldsOf(page: RevisionPageRecord): PageFields {
  const fields: Partial<RevisionPageRecord> = { ...page };
  delete fields.pages;
  return fields as PageFields;
}

function sameFields(a: RevisionPageRecord, b: RevisionPageRecord): boolean {
  if (a === b) return true;
  const left = fieldsOf(a) as Record<string, unknown>;
  const right = fieldsOf(b) as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (left[key] !== right[key]) return false;
  return true;
}

function byId(pages: readonly RevisionPageRecord[]): Map<string, PlacedPage> {
  return new Map(placePages(pages).map((placed) => [placed.page.id, placed]));
}

/** The id of the Document that merges the two changed bodies of a page. */
export type MergeBody = (
  base: RevisionPageRecord,
  ours: RevisionPageRecord,
  theirs: RevisionPageRecord,
) => string | undefined;

/** A page both sides edited: each field from the side that changed it. */
function combined(
  base: RevisionPageRecord,
  ours: RevisionPageRecord,
  theirs: RevisionPageRecord,
  mergeBody: MergeBody | undefined,
): RevisionPageRecord {
  const before = fieldsOf(base) as Record<string, unknown>;
  const mine = fieldsOf(ours) as Record<string, unknown>;
  const page: Record<string, unknown> = { ...fieldsOf(theirs), pages: theirs.pages };
  for (const key of new Set([...Object.keys(before), ...Object.keys(mine)])) {
    if (key === 'documentId' || mine[key] === before[key]) continue;
    if (mine[key] === undefined) delete page[key];
    else page[key] = mine[key];
  }
  if (ours.documentId !== base.documentId) {
    const body =
      theirs.documentId === base.documentId ? ours.documentId : mergeBody?.(base, ours, theirs);
    if (body === undefined) delete page['documentId'];
    else page['documentId'] = body;
  }
  return page as unknown as RevisionPageRecord;
}

interface Chosen {
  page: RevisionPageRecord;
  parentId: string | undefined;
  /** Where it goes among its siblings when it is placed as the request placed it. */
  oursIndex?: number;
}

export function rebasePages(
  base: readonly RevisionPageRecord[],
  ours: readonly RevisionPageRecord[],
  theirs: readonly RevisionPageRecord[],
  mergeBody?: MergeBody,
): RevisionPageRecord[] {
  if (base === theirs) return ours as RevisionPageRecord[];
  const before = byId(base);
  const mine = byId(ours);
  const main = byId(theirs);
  const chosen = new Map<string, Chosen>();
  // Main's pages, unless the request deleted them.
  for (const [id, placed] of main) {
    if (before.has(id) && !mine.has(id)) continue;
    chosen.set(id, { page: placed.page, parentId: placed.parent?.id });
  }
  // The request's pages: created, edited or moved by it.
  for (const [id, placed] of mine) {
    const original = before.get(id);
    const edited = !original || !sameFields(original.page, placed.page);
    const moved = !original || original.parent?.id !== placed.parent?.id;
    const current = chosen.get(id);
    if (!edited && !moved && current) continue;
    // Edited on both sides: the fields each side changed (they differ, or this is a conflict).
    const both = edited && current && original && !sameFields(original.page, current.page);
    chosen.set(id, {
      page: both
        ? combined(original.page, placed.page, current.page, mergeBody)
        : edited || !current
          ? placed.page
          : current.page,
      parentId: moved || !current ? placed.parent?.id : current.parentId,
      ...(moved || !current ? { oursIndex: placed.index } : {}),
    });
  }
  // Children by parent, in main's order, then the request's placements at their positions.
  const children = new Map<string | undefined, string[]>();
  const order = (list: readonly RevisionPageRecord[]) => placePages(list).map((p) => p.page.id);
  const mainOrder = order(theirs);
  for (const id of mainOrder) {
    const entry = chosen.get(id);
    if (!entry || entry.oursIndex !== undefined) continue;
    const parent =
      entry.parentId !== undefined && chosen.has(entry.parentId) ? entry.parentId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), id]);
  }
  for (const id of order(ours)) {
    const entry = chosen.get(id);
    if (!entry || entry.oursIndex === undefined) continue;
    const parent =
      entry.parentId !== undefined && chosen.has(entry.parentId) ? entry.parentId : undefined;
    const siblings = children.get(parent) ?? [];
    siblings.splice(Math.min(entry.oursIndex, siblings.length), 0, id);
    children.set(parent, siblings);
  }
  const build = (parent: string | undefined): RevisionPageRecord[] =>
    (children.get(parent) ?? []).map((id) => {
      const page = (chosen.get(id) as Chosen).page;
      const pages = build(id);
      // The same page with the same children: keep the object (shared with its revision).
      const same =
        pages.length === page.pages.length && pages.every((child, i) => child === page.pages[i]);
      return same ? page : { ...page, pages };
    });
  return build(undefined);
}
