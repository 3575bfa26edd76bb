import type { RevisionPageRecord } from '../store/state.ts';

/**
 * Edits of a revision's page tree that make a new tree and leave the old one as it was: only the
 * pages on the way to the edit are copied, every other page is the same object in both trees
 * (decision 0037), which is what keeps a revision small and what tells an unchanged page.
 */

/** `slug`, or `slug-2`, `slug-3`... whichever no sibling uses yet (paths stay unique). */
export function freeSlug(siblings: readonly RevisionPageRecord[], slug: string): string {
  const taken = new Set(siblings.map((page) => page.slug));
  if (!taken.has(slug)) return slug;
  let number = 2;
  while (taken.has(`${slug}-${number}`)) number += 1;
  return `${slug}-${number}`;
}

/** The tree with `page` appended to the children of `parentId` (or to the top level). */
export function withPageAdded(
  pages: readonly RevisionPageRecord[],
  page: RevisionPageRecord,
  parentId?: string,
): RevisionPageRecord[] {
  if (parentId === undefined) return [...pages, page];
  return pages.map((candidate) => {
    if (candidate.id === parentId) return { ...candidate, pages: [...candidate.pages, page] };
    const children = withPageAdded(candidate.pages, page, parentId);
    return children.some((child, index) => child !== candidate.pages[index])
      ? { ...candidate, pages: children }
      : candidate;
  });
}

/** The tree with the page `id` replaced by what `change` makes of it. */
export function withPageChanged(
  pages: readonly RevisionPageRecord[],
  id: string,
  change: (page: RevisionPageRecord) => RevisionPageRecord,
): RevisionPageRecord[] {
  let changed = false;
  const next = pages.map((candidate) => {
    if (candidate.id === id) {
      changed = true;
      return change(candidate);
    }
    const children = withPageChanged(candidate.pages, id, change);
    if (children === candidate.pages) return candidate;
    changed = true;
    return { ...candidate, pages: children };
  });
  return changed ? next : (pages as RevisionPageRecord[]);
}

/** The tree without the page `id` (and its children), and the page taken out. */
export function withPageRemoved(
  pages: readonly RevisionPageRecord[],
  id: string,
): { pages: RevisionPageRecord[]; removed?: RevisionPageRecord } {
  let removed: RevisionPageRecord | undefined;
  const next: RevisionPageRecord[] = [];
  for (const candidate of pages) {
    if (candidate.id === id) {
      removed = candidate;
      continue;
    }
    const inner = removed ? { pages: candidate.pages } : withPageRemoved(candidate.pages, id);
    if (inner.removed) {
      removed = inner.removed;
      next.push({ ...candidate, pages: inner.pages });
    } else next.push(candidate);
  }
  return removed ? { pages: next, removed } : { pages: pages as RevisionPageRecord[] };
}
