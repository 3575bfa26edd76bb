import { useMutation } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, data, done } from '@/lib/api-client';
import { openapiKeys, type OpenAPISpecVisibility } from './openapi-queries';

type Schemas = components['schemas'];
export type OpenAPISpecCreate = Schemas['OpenAPISpecCreate'];

export function useCreateSpec(orgId: string) {
  return useMutation({
    mutationFn: (body: OpenAPISpecCreate) =>
      data(
        api().POST('/v1/orgs/{organizationId}/openapi', {
          params: { path: { organizationId: orgId } },
          body,
        }),
      ),
    meta: { invalidates: [openapiKeys.lists()] },
  });
}

/**
 * Replaces the source and processes it again; with the same URL this is "check for updates".
 * The new version shows when processing ends (the page polls until then).
 */
export function useReplaceSpecSource(orgId: string, slug: string) {
  return useMutation({
    mutationFn: (url: string) =>
      data(
        api().PUT('/v1/orgs/{organizationId}/openapi/{specSlug}', {
          params: { path: { organizationId: orgId, specSlug: slug } },
          body: { source: { url } },
        }),
      ),
    meta: { invalidates: [openapiKeys.detail(orgId, slug), openapiKeys.lists()] },
  });
}

export function useSetSpecVisibility(orgId: string, slug: string) {
  return useMutation({
    mutationFn: (visibility: OpenAPISpecVisibility) =>
      data(
        api().PATCH('/v1/orgs/{organizationId}/openapi/{specSlug}', {
          params: { path: { organizationId: orgId, specSlug: slug } },
          body: { visibility },
        }),
      ),
    meta: { invalidates: [openapiKeys.detail(orgId, slug), openapiKeys.lists()] },
  });
}

/** Deletes the specification and its versions. */
export function useDeleteSpec(orgId: string, slug: string) {
  return useMutation({
    mutationFn: () =>
      done(
        api().DELETE('/v1/orgs/{organizationId}/openapi/{specSlug}', {
          params: { path: { organizationId: orgId, specSlug: slug } },
        }),
      ),
    meta: { invalidates: [openapiKeys.lists()] },
  });
}
