import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, timedData, type Timed } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/api-queries';
import { pollWhile } from '@/lib/polling';
import { queryRoots } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type OpenAPISpec = Schemas['OpenAPISpec'];
export type OpenAPISpecList = Schemas['OpenAPISpecList'];
export type OpenAPISpecVersion = Schemas['OpenAPISpecVersion'];
export type OpenAPISpecVisibility = Schemas['OpenAPISpecVisibility'];

/** OpenAPI specifications: the organization's list, one by slug, its versions. */
export const openapiKeys = {
  all: queryRoots.openapi,
  lists: () => [...openapiKeys.all, 'list'] as const,
  list: (orgId: string) => [...openapiKeys.lists(), { orgId }] as const,
  details: () => [...openapiKeys.all, 'detail'] as const,
  detail: (orgId: string, slug: string) => [...openapiKeys.details(), orgId, slug] as const,
  versionLists: () => [...openapiKeys.all, 'versions'] as const,
  versions: (orgId: string, slug: string) => [...openapiKeys.versionLists(), orgId, slug] as const,
};

/** Processing is queued or under way: the screen polls until it ended. */
export const isProcessing = (spec: Pick<OpenAPISpec, 'processingState'>) =>
  spec.processingState !== 'complete';

/** An organization has far fewer specifications than this; the list asks for all of them. */
const listLimit = 1000;
const versionPage = 20;

export const openapiQueries = {
  list: (orgId: string) =>
    queryOptions({
      queryKey: openapiKeys.list(orgId),
      queryFn: ({ signal }): Promise<Timed<OpenAPISpecList>> =>
        timedData(
          api().GET('/v1/orgs/{organizationId}/openapi', {
            params: { path: { organizationId: orgId }, query: { limit: listLimit } },
            signal,
          }),
        ),
      refetchInterval: pollWhile((list: OpenAPISpecList) => list.items.some(isProcessing)),
    }),
  detail: (orgId: string, slug: string) =>
    queryOptions({
      queryKey: openapiKeys.detail(orgId, slug),
      queryFn: ({ signal }): Promise<Timed<OpenAPISpec>> =>
        timedData(
          api().GET('/v1/orgs/{organizationId}/openapi/{specSlug}', {
            params: { path: { organizationId: orgId, specSlug: slug } },
            signal,
          }),
        ),
      refetchInterval: pollWhile(isProcessing),
    }),
  /** Every version processing made, newest first, a page at a time. */
  versions: (orgId: string, slug: string) =>
    pagedQueryOptions(openapiKeys.versions(orgId, slug), (page, signal) =>
      api().GET('/v1/orgs/{organizationId}/openapi/{specSlug}/versions', {
        params: {
          path: { organizationId: orgId, specSlug: slug },
          query: { limit: versionPage, ...page },
        },
        signal,
      }),
    ),
};
