import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { useApiMutation } from '@/lib/api-mutation';
import { cacheEffectKeys } from '@/lib/cache-effects';
import { siteQueries } from './site-queries';

/*
 * A changed site's answer goes into its detail; every filtered list may now include or drop it,
 * and visitors get the new settings: what each makes stale is its operation's entry in
 * src/api/cache-effects.ts.
 */

const siteParams = (orgId: string, siteId: string) => ({
  path: { organizationId: orgId, siteId },
});

export function useCreateSite(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/sites', {
    params: { path: { organizationId: orgId } },
    storeAnswer: (site) => siteQueries.detail(orgId, site.id).queryKey,
  });
}

export function useUpdateSite(orgId: string, siteId: string) {
  return useApiMutation('patch', '/v1/orgs/{organizationId}/sites/{siteId}', {
    params: siteParams(orgId, siteId),
    storeAnswer: () => siteQueries.detail(orgId, siteId).queryKey,
  });
}

const publishPath = '/v1/orgs/{organizationId}/sites/{siteId}/publish';
const unpublishPath = '/v1/orgs/{organizationId}/sites/{siteId}/unpublish';

export function useSetPublished(orgId: string, siteId: string) {
  const params = siteParams(orgId, siteId);
  return useMutation({
    mutationFn: (published: boolean) =>
      published
        ? callApi('post', publishPath, { params })
        : callApi('post', unpublishPath, { params }),
    meta: {
      invalidates: ({ variables }) =>
        cacheEffectKeys('post', variables ? publishPath : unpublishPath, params.path),
    },
    onSuccess: (site, _published, _before, { client }) =>
      client.setQueryData(siteQueries.detail(orgId, siteId).queryKey, site),
  });
}

export function useDeleteSite(orgId: string, siteId: string) {
  return useApiMutation('delete', '/v1/orgs/{organizationId}/sites/{siteId}', {
    params: siteParams(orgId, siteId),
    // Its own reads are dropped before the declared effects are applied, so they are not asked
    // again (the page is being left).
    onSuccess: (_nothing, _variables, _before, { client }) => {
      client.removeQueries({ queryKey: siteQueries.detail(orgId, siteId).queryKey });
      client.removeQueries({ queryKey: siteQueries.structure(orgId, siteId).queryKey });
    },
  });
}

export function useSaveAdaptiveSchema(orgId: string, siteId: string) {
  return useApiMutation('put', '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema', {
    request: (jsonSchema: Record<string, unknown>) => ({
      params: siteParams(orgId, siteId),
      body: { jsonSchema },
    }),
    storeAnswer: () => siteQueries.adaptiveSchema(orgId, siteId).queryKey,
  });
}
