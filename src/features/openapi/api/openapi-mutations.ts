import { useApiMutation } from '@/lib/api-mutation';
import type { OpenAPISpecVisibility } from './openapi-queries';

import type { OpenAPISpecSource } from '@/api/schema.gen';

export type { OpenAPISpecCreate, OpenAPISpecSource } from '@/api/schema.gen';

/* What each makes stale is its operation's entry in src/api/cache-effects.ts. */
const specPath = (orgId: string, slug: string) => ({ organizationId: orgId, specSlug: slug });

export function useCreateSpec(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/openapi', {
    params: { path: { organizationId: orgId } },
  });
}

/**
 * Replaces the source and processes it again; with the same URL this is "check for updates".
 * The new version shows when processing ends (the page polls until then).
 */
export function useReplaceSpecSource(orgId: string, slug: string) {
  return useApiMutation('put', '/v1/orgs/{organizationId}/openapi/{specSlug}', {
    request: (source: OpenAPISpecSource) => ({
      params: { path: specPath(orgId, slug) },
      body: { source },
    }),
  });
}

export function useSetSpecVisibility(orgId: string, slug: string) {
  return useApiMutation('patch', '/v1/orgs/{organizationId}/openapi/{specSlug}', {
    request: (visibility: OpenAPISpecVisibility) => ({
      params: { path: specPath(orgId, slug) },
      body: { visibility },
    }),
  });
}

/** Deletes the specification and its versions. */
export function useDeleteSpec(orgId: string, slug: string) {
  return useApiMutation('delete', '/v1/orgs/{organizationId}/openapi/{specSlug}', {
    params: { path: specPath(orgId, slug) },
  });
}
