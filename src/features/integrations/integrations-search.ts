import {
  listIntegrationInstallationsQueryRules,
  listIntegrationsQueryRules,
} from '@/api/query-rules.gen';
import { contractSearch } from '@/lib/contract-search';
import type { CatalogFilters } from './api/integration-queries';

/** The integrations page's address: its tab, and the catalog's filters on the Browse tab. */
export interface IntegrationsSearch extends CatalogFilters {
  tab?: 'installed' | 'developer';
}

/** The catalog's filters: the catalog operation's parameters, checked as the contract says. */
const catalogSearch = contractSearch<'/v1/integrations', 'category' | 'search'>(
  listIntegrationsQueryRules,
  ['category', 'search'],
);

/** Reads the search of a hand-typed or shared address; anything unknown is dropped. */
export function validateIntegrationsSearch(raw: Record<string, unknown>): IntegrationsSearch {
  const tab = raw['tab'] === 'installed' || raw['tab'] === 'developer' ? raw['tab'] : undefined;
  return { ...(tab ? { tab } : {}), ...catalogSearch(raw) };
}

/** The developer view's address: the installations' search and the event open in a dialog. */
export interface DeveloperSearch {
  externalId?: string;
  event?: string;
}

const installationSearch = contractSearch<
  '/v1/integrations/{integrationName}/installations',
  'externalId'
>(listIntegrationInstallationsQueryRules, ['externalId']);

export function validateDeveloperSearch(raw: Record<string, unknown>): DeveloperSearch {
  const search: DeveloperSearch = installationSearch(raw);
  const event = raw['event'];
  if (typeof event === 'string' && event !== '') search.event = event.slice(0, 255);
  return search;
}

// Shared with every page whose filters live in its URL; this area's components import it here.
export { withSearchValue } from '@/lib/search-params';
