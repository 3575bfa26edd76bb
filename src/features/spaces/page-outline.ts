import type { RevisionPage } from './api/page-queries';

/** A page of the tree as its navigation shows it: what it is and its title, never its body. */
export interface OutlinePage {
  id: string;
  title: string;
  kind: 'document' | 'group';
  emoji?: string;
  pages: OutlinePage[];
}

/**
 * The tree's titles without the bodies the API sends with it, so the navigation of a 500-page
 * space holds (and compares on each render) only what it draws.
 */
export function outlineOf(pages: readonly RevisionPage[]): OutlinePage[] {
  return pages.map((page) => ({
    id: page.id,
    title: page.title,
    kind: page.type,
    ...(page.emoji ? { emoji: page.emoji } : {}),
    pages: outlineOf(page.pages),
  }));
}

/** The first document page in reading order: what a space's pages open on. */
export function firstDocument(pages: readonly RevisionPage[]): RevisionPage | undefined {
  for (const page of pages) {
    if (page.type === 'document') return page;
    const inner = firstDocument(page.pages);
    if (inner) return inner;
  }
  return undefined;
}
