import type { CatalogFilters } from './api/integration-queries';
import { isCategory } from './labels';

/** The integrations page's address: its tab, and the catalog's filters on the Browse tab. */
export interface IntegrationsSearch extends CatalogFilters {
  tab?: 'installed' | 'developer';
}

/** Reads the search of a hand-typed or shared address; anything unknown is dropped. */
export function validateIntegrationsSearch(raw: Record<string, unknown>): IntegrationsSearch {
  const search: IntegrationsSearch = {};
  if (raw['tab'] === 'installed' || raw['tab'] === 'developer') search.tab = raw['tab'];
  if (isCategory(raw['category'])) search.category = raw['category'];
  const text = raw['search'];
  if (typeof text === 'string' && text.trim() !== '') search.search = text.trim().slice(0, 100);
  return search;
}

/** The developer view's address: the installations' search and the event open in a dialog. */
export interface DeveloperSearch {
  externalId?: string;
  event?: string;
}

export function validateDeveloperSearch(raw: Record<string, unknown>): DeveloperSearch {
  const search: DeveloperSearch = {};
  const externalId = raw['externalId'];
  if (typeof externalId === 'string' && externalId.trim() !== '')
    search.externalId = externalId.trim().slice(0, 255);
  const event = raw['event'];
  if (typeof event === 'string' && event !== '') search.event = event.slice(0, 255);
  return search;
}

// Shared with every page whose filters live in its URL; this area's components import it here.
export { withSearchValue } from '@/lib/search-params';
