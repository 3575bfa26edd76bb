import { useApiMutation } from '@/lib/api-mutation';
import { queryRoots } from '@/lib/query-keys';
import { ssoKeys, type SamlProvider } from './sso-queries';

export function useCreateProvider(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/saml', {
    params: { path: { organizationId: orgId } },
    meta: { invalidates: [ssoKeys.list(orgId)] },
  });
}

export function useUpdateProvider(orgId: string, providerId: string) {
  return useApiMutation('patch', '/v1/orgs/{organizationId}/saml/{samlProviderId}', {
    params: { path: { organizationId: orgId, samlProviderId: providerId } },
    // A provider that goes back to pending may turn the organization's SSO requirement off.
    meta: { invalidates: [ssoKeys.list(orgId), queryRoots.organizations] },
  });
}

export function useDeleteProvider(orgId: string) {
  return useApiMutation('delete', '/v1/orgs/{organizationId}/saml/{samlProviderId}', {
    request: (providerId: string) => ({
      params: { path: { organizationId: orgId, samlProviderId: providerId } },
    }),
    // Deleting the last active provider turns the organization's SSO requirement off.
    meta: { invalidates: [queryRoots.organizations] },
    onSuccess: (_nothing, providerId, _before, { client }) =>
      client.setQueryData(ssoKeys.list(orgId), (providers: SamlProvider[] | undefined) =>
        providers?.filter((provider) => provider.id !== providerId),
      ),
  });
}
