import type { OpenAPISpec } from '@/api/schema.gen';
import { pagedQueryOptions, timedQueryOptions } from '@/lib/api-queries';
import { pollWhile, pollWhileAny } from '@/lib/polling';
import { queryRoots } from '@/lib/query-keys';

export type {
  OpenAPISpec,
  OpenAPISpecList,
  OpenAPISpecVersion,
  OpenAPISpecVisibility,
} from '@/api/schema.gen';

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

const specPath = (orgId: string, slug: string) => ({ organizationId: orgId, specSlug: slug });

export const openapiQueries = {
  list: (orgId: string) =>
    timedQueryOptions(
      openapiKeys.list(orgId),
      '/v1/orgs/{organizationId}/openapi',
      { path: { organizationId: orgId }, query: { limit: listLimit } },
      { refetchInterval: pollWhileAny(isProcessing) },
    ),
  detail: (orgId: string, slug: string) =>
    timedQueryOptions(
      openapiKeys.detail(orgId, slug),
      '/v1/orgs/{organizationId}/openapi/{specSlug}',
      { path: specPath(orgId, slug) },
      { refetchInterval: pollWhile(isProcessing) },
    ),
  /** Every version processing made, newest first, a page at a time. */
  versions: (orgId: string, slug: string) =>
    pagedQueryOptions(
      openapiKeys.versions(orgId, slug),
      '/v1/orgs/{organizationId}/openapi/{specSlug}/versions',
      { path: specPath(orgId, slug), query: { limit: versionPage } },
    ),
};
