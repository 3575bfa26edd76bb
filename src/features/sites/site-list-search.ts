import { listOrganizationSitesQueryRules } from '@/api/query-rules.gen';
import { contractSearch } from '@/lib/contract-search';

/**
 * The sites list's filters from the URL, checked as the list operation checks them. Apart from
 * the list's queries, because a route's search check loads with the app's first page.
 */
export const validateSiteListSearch = contractSearch<
  '/v1/orgs/{organizationId}/sites',
  'title' | 'published' | 'space'
>(listOrganizationSitesQueryRules, ['title', 'published', 'space']);
