import { useInfiniteQuery } from '@tanstack/react-query';
import { searchOrganizationContentQueryRules } from '@/api/query-rules.gen';
import type { AgentInstructions } from '@/api/schema.gen';
import { pagedReadOptions, readOptions, type ReadOptionsOf } from '@/lib/api-queries';

export type {
  AgentInstructions,
  Organization,
  OrganizationList,
  OrganizationUpdate,
  SearchResultList,
} from '@/api/schema.gen';

/** The longest query the search operation takes (its `query` parameter in the contract). */
export const searchQueryMaxLength = searchOrganizationContentQueryRules.query.maxLength;

export const organizationQueries = {
  /** Paged with the API's opaque `next.page`; the switcher and the list page share it. */
  list: (limit = 50) => pagedReadOptions('/v1/orgs', { query: { limit } }),
  detail: (id: string) =>
    readOptions('/v1/orgs/{organizationId}', { path: { organizationId: id } }),
  search: (orgId: string, query: string) =>
    pagedReadOptions(
      '/v1/orgs/{organizationId}/search',
      { path: { organizationId: orgId }, query: { query } },
      { enabled: query.trim().length > 0 },
    ),
  agentInstructions: (orgId: string): ReadOptionsOf<AgentInstructions> =>
    readOptions('/v1/orgs/{organizationId}/agent-instructions', {
      path: { organizationId: orgId },
    }),
  byEmailDomain: (domain: string) =>
    readOptions(
      '/v1/email-domains/{emailDomain}/orgs',
      { path: { emailDomain: domain } },
      { enabled: domain.length > 0 },
    ),
};

/** The organizations the caller administers, by id and title, as far as the list is loaded. */
export function useAdminOrganizations(): { id: string; title: string }[] {
  const organizations = useInfiniteQuery(organizationQueries.list());
  return (organizations.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((org) => org.permissions.admin)
    .map((org) => ({ id: org.id, title: org.title }));
}
