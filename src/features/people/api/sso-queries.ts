import { allPagesReadOptions } from '@/lib/api-queries';

export type { SamlProvider, SamlProviderCreate, SamlProviderUpdate } from '@/api/schema.gen';

/** SAML providers of an organization (admins only). */
export const ssoQueries = {
  /** Every provider, oldest first (an organization has a handful). */
  providers: (orgId: string) =>
    allPagesReadOptions('/v1/orgs/{organizationId}/saml', {
      path: { organizationId: orgId },
      query: { limit: 1000 },
    }),
};
