import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { nullWhen } from '@/lib/api-error';
import { apiQueryOptions } from '@/lib/api-queries';
import { queryRoots } from '@/lib/query-keys';

export type {
  Site,
  SiteSection,
  SiteSpace,
  SiteStructure,
  SiteStructureItem,
  SiteType,
  SiteVisibility,
} from '@/api/schema.gen';

export interface SiteListFilters {
  title?: string;
  published?: boolean;
  space?: string;
}

/** Sites: the organization's filtered list, one site, its structure. */
export const siteKeys = {
  all: queryRoots.sites,
  lists: () => [...siteKeys.all, 'list'] as const,
  list: (filters: { orgId: string } & SiteListFilters) => [...siteKeys.lists(), filters] as const,
  details: () => [...siteKeys.all, 'detail'] as const,
  detail: (orgId: string, siteId: string) => [...siteKeys.details(), orgId, siteId] as const,
  structures: () => [...siteKeys.all, 'structure'] as const,
  structure: (orgId: string, siteId: string) => [...siteKeys.structures(), orgId, siteId] as const,
  schemas: () => [...siteKeys.all, 'adaptive-schema'] as const,
  schema: (orgId: string, siteId: string) => [...siteKeys.schemas(), orgId, siteId] as const,
  previews: () => [...siteKeys.all, 'published'] as const,
  preview: (filters: { orgId: string; siteId: string; shareKey?: string }) =>
    [...siteKeys.previews(), filters] as const,
  /** Every preview of one site, whatever its share key (keys match objects partially). */
  sitePreviews: (orgId: string, siteId: string) =>
    [...siteKeys.previews(), { orgId, siteId }] as const,
  searches: () => [...siteKeys.all, 'search'] as const,
  search: (filters: { orgId: string; siteId: string; query: string }) =>
    [...siteKeys.searches(), filters] as const,
  conditionLists: () => [...siteKeys.all, 'template-conditions'] as const,
  conditions: (orgId: string, siteId: string) =>
    [...siteKeys.conditionLists(), orgId, siteId] as const,
};

/** The list shows up to 1000 sites: far more than an organization has. */
const listLimit = 1000;

const sitePath = (orgId: string, siteId: string) => ({ path: { organizationId: orgId, siteId } });
const conditionsPath =
  '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema/template-conditions';

export const siteQueries = {
  list: (orgId: string, filters: SiteListFilters) =>
    apiQueryOptions(siteKeys.list({ orgId, ...filters }), '/v1/orgs/{organizationId}/sites', {
      path: { organizationId: orgId },
      query: { ...filters, limit: listLimit },
    }),
  detail: (orgId: string, siteId: string) =>
    apiQueryOptions(
      siteKeys.detail(orgId, siteId),
      '/v1/orgs/{organizationId}/sites/{siteId}',
      sitePath(orgId, siteId),
    ),
  /** What visitors get; a 404 (unpublished, or a share-link site without its key) is an error. */
  published: (orgId: string, siteId: string, shareKey?: string) =>
    apiQueryOptions(
      siteKeys.preview({ orgId, siteId, ...(shareKey ? { shareKey } : {}) }),
      '/v1/orgs/{organizationId}/sites/{siteId}/published',
      { ...sitePath(orgId, siteId), query: shareKey ? { shareKey } : {} },
      { retry: false },
    ),
  /** The first 50 results (spaces) of a search in the site's spaces. */
  search: (orgId: string, siteId: string, query: string) =>
    queryOptions({
      queryKey: siteKeys.search({ orgId, siteId, query }),
      queryFn: ({ signal }) =>
        callApi('post', '/v1/orgs/{organizationId}/sites/{siteId}/search', {
          params: { ...sitePath(orgId, siteId), query: { limit: 50 } },
          body: { query },
          signal,
        }),
      enabled: query.trim() !== '',
    }),
  /**
   * The visitor schema, or null while the site has none. The API answers 404 for a site without
   * one, which a browser reports as a failed request in the console, so the schema is asked for
   * only when the template conditions (always answered, one per claim) say it has claims; a
   * schema without claims reads as none, which the editor shows the same way.
   */
  adaptiveSchema: (orgId: string, siteId: string) =>
    queryOptions({
      queryKey: siteKeys.schema(orgId, siteId),
      queryFn: async ({ signal }) => {
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
    }),
  templateConditions: (orgId: string, siteId: string) =>
    apiQueryOptions(siteKeys.conditions(orgId, siteId), conditionsPath, sitePath(orgId, siteId)),
  structure: (orgId: string, siteId: string) =>
    apiQueryOptions(
      siteKeys.structure(orgId, siteId),
      '/v1/orgs/{organizationId}/sites/{siteId}/structure',
      sitePath(orgId, siteId),
    ),
};
