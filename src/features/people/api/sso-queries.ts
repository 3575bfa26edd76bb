import type { components } from '@/api/schema.gen';
import { api } from '@/lib/api-client';
import { allPagesQueryOptions } from '@/lib/api-queries';
import { queryRoots } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type SamlProvider = Schemas['SamlProvider'];
export type SamlProviderCreate = Schemas['SamlProviderCreate'];
export type SamlProviderUpdate = Schemas['SamlProviderUpdate'];

/** SAML providers of an organization (admins only). */
export const ssoKeys = {
  all: queryRoots.sso,
  lists: () => [...ssoKeys.all, 'list'] as const,
  list: (orgId: string) => [...ssoKeys.lists(), orgId] as const,
};

export const ssoQueries = {
  /** Every provider, oldest first (an organization has a handful). */
  providers: (orgId: string) =>
    allPagesQueryOptions(ssoKeys.list(orgId), (page, signal) =>
      api().GET('/v1/orgs/{organizationId}/saml', {
        params: { path: { organizationId: orgId }, query: { limit: 1000, ...page } },
        signal,
      }),
    ),
};
