import { callApi } from '@/lib/api-call';
import { nullWhen } from '@/lib/api-error';
import { derivedReadOptions, readOptions } from '@/lib/api-queries';
import type { ApiQuery } from '@/lib/contract-search';

export type {
  Site,
  SiteSection,
  SiteSpace,
  SiteStructure,
  SiteStructureItem,
  SiteType,
  SiteVisibility,
} from '@/api/schema.gen';

/** The sites list's filters in the URL: three of the list operation's parameters. */
export type SiteListFilters = Pick<
  ApiQuery<'/v1/orgs/{organizationId}/sites'>,
  'title' | 'published' | 'space'
>;

/** The list shows up to 1000 sites: far more than an organization has. */
const listLimit = 1000;

const sitePath = (orgId: string, siteId: string) => ({ path: { organizationId: orgId, siteId } });
const publishedPath = '/v1/orgs/{organizationId}/sites/{siteId}/published';
const conditionsPath =
  '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema/template-conditions';

export const siteQueries = {
  list: (orgId: string, filters: SiteListFilters) =>
    readOptions('/v1/orgs/{organizationId}/sites', {
      path: { organizationId: orgId },
      query: { ...filters, limit: listLimit },
    }),
  detail: (orgId: string, siteId: string) =>
    readOptions('/v1/orgs/{organizationId}/sites/{siteId}', sitePath(orgId, siteId)),
  /** What visitors get; a 404 (unpublished, or a share-link site without its key) is an error. */
  published: (orgId: string, siteId: string, shareKey?: string) =>
    readOptions(
      publishedPath,
      { ...sitePath(orgId, siteId), query: shareKey ? { shareKey } : {} },
      { retry: false },
    ),
  /**
   * The first 50 results (spaces) of a search in the site's spaces. The search is a POST, but
   * a read of what the site publishes: a view under the published content's path, so what
   * changes that makes it stale.
   */
  search: (orgId: string, siteId: string, query: string) =>
    derivedReadOptions(
      publishedPath,
      sitePath(orgId, siteId),
      `search:${query}`,
      (signal) =>
        callApi('post', '/v1/orgs/{organizationId}/sites/{siteId}/search', {
          params: { ...sitePath(orgId, siteId), query: { limit: 50 } },
          body: { query },
          signal,
        }),
      { enabled: query.trim() !== '' },
    ),
  /**
   * The visitor schema, or null while the site has none. The API answers 404 for a site without
   * one, which a browser reports as a failed request in the console, so the schema is asked for
   * only when the template conditions (always answered, one per claim) say it has claims; a
   * schema without claims reads as none, which the editor shows the same way.
   */
  adaptiveSchema: (orgId: string, siteId: string) =>
    derivedReadOptions(
      '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema',
      sitePath(orgId, siteId),
      'or-null',
      async (signal) => {
        const params = sitePath(orgId, siteId);
        const conditions = await callApi('get', conditionsPath, { params, signal });
        if (conditions.items.length === 0) return null;
        return (
          callApi('get', '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema', {
            params,
            signal,
          })
            // Removed between the two calls: none, as above.
            .catch(nullWhen((status) => status === 404))
        );
      },
    ),
  templateConditions: (orgId: string, siteId: string) =>
    readOptions(conditionsPath, sitePath(orgId, siteId)),
  structure: (orgId: string, siteId: string) =>
    readOptions('/v1/orgs/{organizationId}/sites/{siteId}/structure', sitePath(orgId, siteId)),
};
