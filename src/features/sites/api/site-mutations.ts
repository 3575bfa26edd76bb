import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { useApiMutation } from '@/lib/api-mutation';
import { siteKeys } from './site-queries';

/*
 * A changed site's answer goes into its detail; every filtered list may now include or drop it,
 * so each mutation declares the lists stale (`meta.invalidates`, lib/query-client.ts).
 */

const siteParams = (orgId: string, siteId: string) => ({
  path: { organizationId: orgId, siteId },
});

export function useCreateSite(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/sites', {
    params: { path: { organizationId: orgId } },
    meta: { invalidates: [siteKeys.lists()] },
    storeAnswer: (site) => siteKeys.detail(orgId, site.id),
  });
}

export function useUpdateSite(orgId: string, siteId: string) {
  return useApiMutation('patch', '/v1/orgs/{organizationId}/sites/{siteId}', {
    params: siteParams(orgId, siteId),
    meta: {
      // Defaults and published URLs show in the structure, and visitors get the new settings.
      invalidates: [
        siteKeys.lists(),
        siteKeys.structure(orgId, siteId),
        siteKeys.sitePreviews(orgId, siteId),
      ],
    },
    storeAnswer: () => siteKeys.detail(orgId, siteId),
  });
}

export function useSetPublished(orgId: string, siteId: string) {
  return useMutation({
    mutationFn: (published: boolean) =>
      published
        ? callApi('post', '/v1/orgs/{organizationId}/sites/{siteId}/publish', {
            params: siteParams(orgId, siteId),
          })
        : callApi('post', '/v1/orgs/{organizationId}/sites/{siteId}/unpublish', {
            params: siteParams(orgId, siteId),
          }),
    meta: { invalidates: [siteKeys.lists(), siteKeys.sitePreviews(orgId, siteId)] },
    onSuccess: (site, _published, _before, { client }) =>
      client.setQueryData(siteKeys.detail(orgId, siteId), site),
  });
}

export function useDeleteSite(orgId: string, siteId: string) {
  return useApiMutation('delete', '/v1/orgs/{organizationId}/sites/{siteId}', {
    params: siteParams(orgId, siteId),
    meta: { invalidates: [siteKeys.lists()] },
    onSuccess: (_nothing, _variables, _before, { client }) => {
      client.removeQueries({ queryKey: siteKeys.detail(orgId, siteId) });
      client.removeQueries({ queryKey: siteKeys.structure(orgId, siteId) });
    },
  });
}

export function useSaveAdaptiveSchema(orgId: string, siteId: string) {
  return useApiMutation('put', '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema', {
    request: (jsonSchema: Record<string, unknown>) => ({
      params: siteParams(orgId, siteId),
      body: { jsonSchema },
    }),
    meta: { invalidates: [siteKeys.conditions(orgId, siteId)] },
    storeAnswer: () => siteKeys.schema(orgId, siteId),
  });
}
