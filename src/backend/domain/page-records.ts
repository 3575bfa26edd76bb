import type { PageRecord } from '../store/state.ts';

/**
 * Adding pages to a list of pages (a space's main content, or the pages a change request adds):
 * paths stay unique and a nested page lands right after its parent's last descendant, so the
 * list keeps reading as a table of contents.
 */

/** `Getting started!` → `getting-started`; the anchor and path segment of a title. */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? 'page' : slug;
}

/** `path`, or `path-2`, `path-3`... whichever no page of `pages` uses yet. */
export function uniquePath(pages: readonly PageRecord[], path: string): string {
  const taken = new Set(pages.map((page) => page.path));
  if (!taken.has(path)) return path;
  let number = 2;
  while (taken.has(`${path}-${number}`)) number += 1;
  return `${path}-${number}`;
}

function parentPathOf(path: string): string | undefined {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? undefined : path.slice(0, slash);
}

/** Inserts `page` after its parent's subtree (by path), or at the end for a top-level page. */
export function insertPage(pages: PageRecord[], page: PageRecord): void {
  const parentPath = parentPathOf(page.path);
  if (parentPath === undefined) {
    pages.push(page);
    return;
  }
  let after = -1;
  pages.forEach((candidate, index) => {
    if (candidate.path === parentPath || candidate.path.startsWith(`${parentPath}/`)) after = index;
  });
  if (after === -1) pages.push(page);
  else pages.splice(after + 1, 0, page);
}
