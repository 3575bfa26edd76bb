import { useApiMutation } from '@/lib/api-mutation';
import { ssoQueries, type SamlProvider } from './sso-queries';

export function useDeleteProvider(orgId: string) {
  return useApiMutation('delete', '/v1/orgs/{organizationId}/saml/{samlProviderId}', {
    request: (providerId: string) => ({
      params: { path: { organizationId: orgId, samlProviderId: providerId } },
    }),
    // The list drops it at once; deleting the last active provider also turns the
    // organization's SSO requirement off (src/api/cache-effects.ts).
    onSuccess: (_nothing, providerId, _before, { client }) =>
      client.setQueryData(
        ssoQueries.providers(orgId).queryKey,
        (providers: SamlProvider[] | undefined) =>
          providers?.filter((provider) => provider.id !== providerId),
      ),
  });
}
