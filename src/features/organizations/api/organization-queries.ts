import { queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AgentInstructions } from '@/api/schema.gen';
import { callApi } from '@/lib/api-call';
import { apiQueryOptions, pagedQueryOptions } from '@/lib/api-queries';
import { queryRoots } from '@/lib/query-keys';

export type {
  AgentInstructions,
  Organization,
  OrganizationList,
  OrganizationUpdate,
  SearchResultList,
} from '@/api/schema.gen';

/**
 * The longest query the search operation takes (its `query` parameter in the contract; the
 * generated form rules cover request bodies only).
 */
export const searchQueryMaxLength = 512;

/** Organizations the caller belongs to, and each one by id. */
export const organizationKeys = {
  all: queryRoots.organizations,
  lists: () => [...organizationKeys.all, 'list'] as const,
  list: (filters: { limit?: number }) => [...organizationKeys.lists(), filters] as const,
  details: () => [...organizationKeys.all, 'detail'] as const,
  detail: (id: string) => [...organizationKeys.details(), id] as const,
};

/** Content search results, per organization and query. */
export const organizationSearchKeys = {
  all: queryRoots.organizationSearch,
  lists: () => [...organizationSearchKeys.all, 'list'] as const,
  list: (filters: { orgId: string; query: string }) =>
    [...organizationSearchKeys.lists(), filters] as const,
};

/** An organization's agent instructions (one document per organization). */
export const agentInstructionsKeys = {
  all: queryRoots.agentInstructions,
  details: () => [...agentInstructionsKeys.all, 'detail'] as const,
  detail: (orgId: string) => [...agentInstructionsKeys.details(), orgId] as const,
};

/** Organizations that accept members of an email domain. */
export const emailDomainOrganizationKeys = {
  all: queryRoots.emailDomainOrganizations,
  lists: () => [...emailDomainOrganizationKeys.all, 'list'] as const,
  list: (filters: { domain: string }) => [...emailDomainOrganizationKeys.lists(), filters] as const,
};

export const organizationQueries = {
  /** Paged with the API's opaque `next.page`; the switcher and the list page share it. */
  list: (limit = 50) =>
    pagedQueryOptions(organizationKeys.list({ limit }), '/v1/orgs', { query: { limit } }),
  detail: (id: string) =>
    apiQueryOptions(organizationKeys.detail(id), '/v1/orgs/{organizationId}', {
      path: { organizationId: id },
    }),
  search: (orgId: string, query: string) =>
    pagedQueryOptions(
      organizationSearchKeys.list({ orgId, query }),
      '/v1/orgs/{organizationId}/search',
      { path: { organizationId: orgId }, query: { query } },
      { enabled: query.trim().length > 0 },
    ),
  agentInstructions: (orgId: string) =>
    queryOptions({
      queryKey: agentInstructionsKeys.detail(orgId),
      // Named, so the Document inside stays a reference in emitted types (not an expansion).
      queryFn: ({ signal }): Promise<AgentInstructions> =>
        callApi('get', '/v1/orgs/{organizationId}/agent-instructions', {
          params: { path: { organizationId: orgId } },
          signal,
        }),
    }),
  byEmailDomain: (domain: string) =>
    apiQueryOptions(
      emailDomainOrganizationKeys.list({ domain }),
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
