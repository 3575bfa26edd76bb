import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, data, done } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import {
  ssoKeys,
  type SamlProvider,
  type SamlProviderCreate,
  type SamlProviderUpdate,
} from './sso-queries';

export function useCreateProvider(orgId: string) {
  return useMutation({
    mutationFn: (body: SamlProviderCreate) =>
      data(
        api().POST('/v1/orgs/{organizationId}/saml', {
          params: { path: { organizationId: orgId } },
          body,
        }),
      ),
    meta: { invalidates: [ssoKeys.list(orgId)] },
  });
}

export function useUpdateProvider(orgId: string, providerId: string) {
  return useMutation({
    mutationFn: (body: SamlProviderUpdate) =>
      data(
        api().PATCH('/v1/orgs/{organizationId}/saml/{samlProviderId}', {
          params: { path: { organizationId: orgId, samlProviderId: providerId } },
          body,
        }),
      ),
    // A provider that goes back to pending may turn the organization's SSO requirement off.
    meta: { invalidates: [ssoKeys.list(orgId), queryRoots.organizations] },
  });
}

export function useDeleteProvider(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) =>
      done(
        api().DELETE('/v1/orgs/{organizationId}/saml/{samlProviderId}', {
          params: { path: { organizationId: orgId, samlProviderId: providerId } },
        }),
      ),
    // Deleting the last active provider turns the organization's SSO requirement off.
    meta: { invalidates: [queryRoots.organizations] },
    onSuccess: (_nothing, providerId) =>
      queryClient.setQueryData(ssoKeys.list(orgId), (providers: SamlProvider[] | undefined) =>
        providers?.filter((provider) => provider.id !== providerId),
      ),
  });
}
