import type { OpenAPISpec } from '@/api/schema.gen';
import { pagedReadOptions, timedReadOptions } from '@/lib/api-queries';
import { pollWhile, pollWhileAny } from '@/lib/polling';

export type {
  OpenAPISpec,
  OpenAPISpecList,
  OpenAPISpecVersion,
  OpenAPISpecVisibility,
} from '@/api/schema.gen';

/** Processing is queued or under way: the screen polls until it ended. */
export const isProcessing = (spec: Pick<OpenAPISpec, 'processingState'>) =>
  spec.processingState !== 'complete';

/** An organization has far fewer specifications than this; the list asks for all of them. */
const listLimit = 1000;
const versionPage = 20;

/** One specification's path and its parameters: its reads, and its changes (`useApiMutation`). */
export const specPath = '/v1/orgs/{organizationId}/openapi/{specSlug}';
export const specParams = (orgId: string, slug: string) => ({
  path: { organizationId: orgId, specSlug: slug },
});

export const openapiQueries = {
  list: (orgId: string) =>
    timedReadOptions(
      '/v1/orgs/{organizationId}/openapi',
      { path: { organizationId: orgId }, query: { limit: listLimit } },
      { refetchInterval: pollWhileAny(isProcessing) },
    ),
  detail: (orgId: string, slug: string) =>
    timedReadOptions(specPath, specParams(orgId, slug), {
      refetchInterval: pollWhile(isProcessing),
    }),
  /** Every version processing made, newest first, a page at a time. */
  versions: (orgId: string, slug: string) =>
    pagedReadOptions(`${specPath}/versions` as const, {
      ...specParams(orgId, slug),
      query: { limit: versionPage },
    }),
};
