/**
 * Page slugs: the path segment of a page and the anchor of a section, from a title.
 */

/** `Getting started!` → `getting-started`; the anchor and path segment of a title. */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? 'page' : slug;
}
