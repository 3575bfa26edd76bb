import { useApiMutation } from '@/lib/api-mutation';
import { openapiKeys, type OpenAPISpecVisibility } from './openapi-queries';

import type { OpenAPISpecSource } from '@/api/schema.gen';

export type { OpenAPISpecCreate, OpenAPISpecSource } from '@/api/schema.gen';

/** What a change of one specification makes stale: itself and the list that shows it. */
const specEffects = (orgId: string, slug: string) => ({
  invalidates: [openapiKeys.detail(orgId, slug), openapiKeys.lists()],
});
const specPath = (orgId: string, slug: string) => ({ organizationId: orgId, specSlug: slug });

export function useCreateSpec(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/openapi', {
    params: { path: { organizationId: orgId } },
    meta: { invalidates: [openapiKeys.lists()] },
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
    meta: specEffects(orgId, slug),
  });
}

export function useSetSpecVisibility(orgId: string, slug: string) {
  return useApiMutation('patch', '/v1/orgs/{organizationId}/openapi/{specSlug}', {
    request: (visibility: OpenAPISpecVisibility) => ({
      params: { path: specPath(orgId, slug) },
      body: { visibility },
    }),
    meta: specEffects(orgId, slug),
  });
}

/** Deletes the specification and its versions. */
export function useDeleteSpec(orgId: string, slug: string) {
  return useApiMutation('delete', '/v1/orgs/{organizationId}/openapi/{specSlug}', {
    params: { path: specPath(orgId, slug) },
    meta: { invalidates: [openapiKeys.lists()] },
  });
}
