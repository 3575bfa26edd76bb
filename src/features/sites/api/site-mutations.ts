import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, data, done } from '@/lib/api-client';
import { siteKeys } from './site-queries';

type Schemas = components['schemas'];

/*
 * A changed site's answer goes into its detail; every filtered list may now include or drop it,
 * so each mutation declares the lists stale (`meta.invalidates`, lib/query-client.ts).
 */

export function useCreateSite(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SiteCreate']) =>
      data(
        api().POST('/v1/orgs/{organizationId}/sites', {
          params: { path: { organizationId: orgId } },
          body,
        }),
      ),
    meta: { invalidates: [siteKeys.lists()] },
    onSuccess: (site) => queryClient.setQueryData(siteKeys.detail(orgId, site.id), site),
  });
}

export function useUpdateSite(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SiteUpdate']) =>
      data(
        api().PATCH('/v1/orgs/{organizationId}/sites/{siteId}', {
          params: { path: { organizationId: orgId, siteId } },
          body,
        }),
      ),
    meta: {
      // Defaults and published URLs show in the structure, and visitors get the new settings.
      invalidates: [
        siteKeys.lists(),
        siteKeys.structure(orgId, siteId),
        siteKeys.sitePreviews(orgId, siteId),
      ],
    },
    onSuccess: (site) => queryClient.setQueryData(siteKeys.detail(orgId, siteId), site),
  });
}

export function useSetPublished(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) =>
      data(
        published
          ? api().POST('/v1/orgs/{organizationId}/sites/{siteId}/publish', {
              params: { path: { organizationId: orgId, siteId } },
            })
          : api().POST('/v1/orgs/{organizationId}/sites/{siteId}/unpublish', {
              params: { path: { organizationId: orgId, siteId } },
            }),
      ),
    meta: { invalidates: [siteKeys.lists(), siteKeys.sitePreviews(orgId, siteId)] },
    onSuccess: (site) => queryClient.setQueryData(siteKeys.detail(orgId, siteId), site),
  });
}

export function useDeleteSite(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      done(
        api().DELETE('/v1/orgs/{organizationId}/sites/{siteId}', {
          params: { path: { organizationId: orgId, siteId } },
        }),
      ),
    meta: { invalidates: [siteKeys.lists()] },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: siteKeys.detail(orgId, siteId) });
      queryClient.removeQueries({ queryKey: siteKeys.structure(orgId, siteId) });
    },
  });
}

export function useSaveAdaptiveSchema(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jsonSchema: Record<string, unknown>) =>
      data(
        api().PUT('/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema', {
          params: { path: { organizationId: orgId, siteId } },
          body: { jsonSchema },
        }),
      ),
    meta: { invalidates: [siteKeys.conditions(orgId, siteId)] },
    onSuccess: (schema) => queryClient.setQueryData(siteKeys.schema(orgId, siteId), schema),
  });
}
