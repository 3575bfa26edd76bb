import type { TreeItem } from '@/components/sortable-tree/tree-model';
import type { RevisionOutlinePage } from './api/page-queries';

/** A page of the tree as its navigation shows it: a document, a group or a link; no body. */
export type OutlinePage = RevisionOutlinePage;

/** A link page has no children; documents and groups hold theirs. */
const childrenOf = (page: OutlinePage): readonly OutlinePage[] =>
  page.type === 'link' ? [] : page.pages;

/** The outline as the tree's items; only a page with children has a toggle. */
export function outlineItems(pages: readonly OutlinePage[]): TreeItem<OutlinePage>[] {
  return pages.map((page) => {
    const children = outlineItems(childrenOf(page));
    return { id: page.id, data: page, canHaveChildren: children.length > 0, children };
  });
}

/** The page `id`, wherever it is in the tree. */
export function findOutlinePage(
  pages: readonly OutlinePage[],
  id: string,
): OutlinePage | undefined {
  for (const page of pages) {
    if (page.id === id) return page;
    const inner = findOutlinePage(childrenOf(page), id);
    if (inner) return inner;
  }
  return undefined;
}

/** The first document page in reading order: what a space's pages open on. */
export function firstDocument(pages: readonly OutlinePage[]): OutlinePage | undefined {
  for (const page of pages) {
    if (page.type === 'document') return page;
    const inner = firstDocument(childrenOf(page));
    if (inner) return inner;
  }
  return undefined;
}
