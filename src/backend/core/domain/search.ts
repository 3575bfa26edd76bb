import type { SearchResultItem } from '../../../api/schema.gen.ts';
import type { BackendState, SpaceContent } from '../store/state.ts';
import { appBaseUrl } from './urls.ts';

/**
 * Content search: a case-insensitive substring match on page titles and on section titles and
 * bodies, grouped space → pages → sections. A page matched by its title alone comes with no
 * sections; a space appears when at least one of its pages matches. The organization search
 * and the site search (over the site's spaces) share it.
 */
export function searchSpaces(spaces: readonly SpaceContent[], query: string): SearchResultItem[] {
  const needle = query.toLowerCase();
  const matches = (text: string) => text.toLowerCase().includes(needle);
  const results: SearchResultItem[] = [];
  for (const space of spaces) {
    const spaceUrl = `${appBaseUrl}/o/${encodeURIComponent(space.organizationId)}/s/${encodeURIComponent(space.id)}`;
    const pages: SearchResultItem['pages'] = [];
    for (const page of space.pages) {
      const sections = page.sections.filter((s) => matches(s.title) || matches(s.body));
      if (sections.length === 0 && !matches(page.title)) continue;
      const pageUrl = `${spaceUrl}/${page.path}`;
      pages.push({
        id: page.id,
        title: page.title,
        path: page.path,
        ancestors: page.ancestors.map((a) => ({ title: a.title })),
        sections: sections.map((section) => ({
          id: section.id,
          title: section.title,
          path: section.path,
          body: section.body,
          urls: { app: `${spaceUrl}/${section.path}` },
        })),
        urls: { app: pageUrl },
      });
    }
    if (pages.length > 0) results.push({ id: space.id, title: space.title, pages });
  }
  return results;
}

export function searchOrganizationContent(
  state: BackendState,
  organizationId: string,
  query: string,
): SearchResultItem[] {
  // Deleted spaces (restorable or not) are out of every list, search included.
  const spaces = state.spaces.filter(
    (space) => space.organizationId === organizationId && space.deletedAt === undefined,
  );
  return searchSpaces(spaces, query);
}
