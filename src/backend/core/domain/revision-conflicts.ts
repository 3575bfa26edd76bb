import type { ChangeRequestConflict } from '../../../api/schema.gen.ts';
import type { DocumentValue, RevisionPageRecord } from '../store/state.ts';
import { bodyConflict } from './document-merge.ts';
import { placePages, type PlacedPage } from './revisions.ts';

/**
 * Where a change request and main changed the same page in ways that cannot both stand
 * (decision 0037, rebase conflicts): the request changed it from `base` to `ours`, main from
 * `base` to `theirs`. A page is in conflict when one side deleted it and the other edited or
 * moved it, or when both edited it and gave the same field (title, slug, description, emoji,
 * parent) different values or changed the same block of its body differently. Changes to
 * different fields or blocks of one page merge (revision-rebase.ts); the platform answers an
 * update or a merge of a request in conflict with `result: conflicts` and changes nothing.
 */

const fields = ['title', 'slug', 'description', 'emoji'] as const;

function byId(pages: readonly RevisionPageRecord[]): Map<string, PlacedPage> {
  return new Map(placePages(pages).map((placed) => [placed.page.id, placed]));
}

/** Whether a side changed the page itself or where it sits. */
function touched(before: PlacedPage, after: PlacedPage): boolean {
  if (before.page === after.page) return before.parent?.id !== after.parent?.id;
  return (
    before.parent?.id !== after.parent?.id ||
    before.page.documentId !== after.page.documentId ||
    fields.some((name) => before.page[name] !== after.page[name])
  );
}

function pageOf(placed: PlacedPage): ChangeRequestConflict['page'] {
  return { id: placed.page.id, title: placed.page.title, path: placed.path };
}

type Attribute = NonNullable<ChangeRequestConflict['attributes']>[number];

/** The fields both sides changed to different values, and the blocks of the body. */
function editConflict(
  before: PlacedPage,
  mine: PlacedPage,
  main: PlacedPage,
  body: (page: RevisionPageRecord) => DocumentValue,
): { attributes: Attribute[]; nodes: string[] } {
  const attributes: Attribute[] = [];
  const nodes: string[] = [];
  const differs = <T>(base: T, ours: T, theirs: T) =>
    ours !== base && theirs !== base && ours !== theirs;
  for (const name of fields)
    if (differs(before.page[name], mine.page[name], main.page[name])) attributes.push(name);
  if (differs(before.parent?.id, mine.parent?.id, main.parent?.id)) attributes.push('parent');
  if (differs(before.page.documentId, mine.page.documentId, main.page.documentId)) {
    const conflict = bodyConflict(body(before.page), body(mine.page), body(main.page));
    if (conflict) {
      attributes.push('document');
      if (conflict.kind === 'blocks') nodes.push(...conflict.nodes);
    }
  }
  return { attributes, nodes };
}

/**
 * Every page in conflict, in the request's reading order, then the pages the request deleted in
 * the base's order. None when main did not move (`theirs` is `base`).
 */
export function findConflicts(
  base: readonly RevisionPageRecord[],
  ours: readonly RevisionPageRecord[],
  theirs: readonly RevisionPageRecord[],
  body: (page: RevisionPageRecord) => DocumentValue,
): ChangeRequestConflict[] {
  if (base === theirs || base === ours) return [];
  const before = byId(base);
  const main = byId(theirs);
  const conflicts: ChangeRequestConflict[] = [];
  const mine = placePages(ours);
  const kept = new Set<string>();
  for (const placed of mine) {
    kept.add(placed.page.id);
    const original = before.get(placed.page.id);
    if (!original || !touched(original, placed)) continue;
    const current = main.get(placed.page.id);
    if (!current) {
      conflicts.push({ page: pageOf(placed), reason: 'deleted-in-main' });
      continue;
    }
    if (!touched(original, current)) continue;
    const { attributes, nodes } = editConflict(original, placed, current, body);
    if (attributes.length > 0)
      conflicts.push({
        page: pageOf(placed),
        reason: 'edited-in-both',
        attributes,
        ...(nodes.length > 0 ? { nodes } : {}),
      });
  }
  for (const [id, original] of before) {
    if (kept.has(id)) continue;
    const current = main.get(id);
    if (current && touched(original, current))
      conflicts.push({ page: pageOf(current), reason: 'deleted-here' });
  }
  return conflicts;
}
