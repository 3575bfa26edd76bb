import { allPagesQueryOptions } from '@/lib/api-queries';
import { queryRoots } from '@/lib/query-keys';

export type { SamlProvider, SamlProviderCreate, SamlProviderUpdate } from '@/api/schema.gen';

/** SAML providers of an organization (admins only). */
export const ssoKeys = {
  all: queryRoots.sso,
  lists: () => [...ssoKeys.all, 'list'] as const,
  list: (orgId: string) => [...ssoKeys.lists(), orgId] as const,
};

export const ssoQueries = {
  /** Every provider, oldest first (an organization has a handful). */
  providers: (orgId: string) =>
    allPagesQueryOptions(ssoKeys.list(orgId), '/v1/orgs/{organizationId}/saml', {
      path: { organizationId: orgId },
      query: { limit: 1000 },
    }),
};
