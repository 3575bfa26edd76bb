import { apiQueryOptions, pagedQueryOptions, allPagesQueryOptions } from '@/lib/api-queries';
import { queryRoots } from '@/lib/query-keys';

export type { Team, TeamMembership, TeamMembersUpdate, TeamRole } from '@/api/schema.gen';

/** The teams list's filters: `title` from the URL's search, `owner` for "teams I manage". */
export interface TeamFilters {
  title?: string;
  owner?: string;
}

/** The list's filters: the URL's search as `title`, and `owner` when the list is scoped. */
export function teamListFilters(
  search: string | undefined,
  owner: string | undefined,
): TeamFilters {
  return { ...(search ? { title: search } : {}), ...(owner ? { owner } : {}) };
}

/** Teams: the filtered list, every team (for a select), one team, its members. */
export const teamKeys = {
  all: queryRoots.teams,
  lists: () => [...teamKeys.all, 'list'] as const,
  list: (filters: { orgId: string } & TeamFilters) => [...teamKeys.lists(), filters] as const,
  choices: (orgId: string) => [...teamKeys.all, 'choices', orgId] as const,
  details: () => [...teamKeys.all, 'detail'] as const,
  detail: (orgId: string, teamId: string) => [...teamKeys.details(), orgId, teamId] as const,
  memberLists: () => [...teamKeys.all, 'members'] as const,
  members: (orgId: string, teamId: string) => [...teamKeys.memberLists(), orgId, teamId] as const,
};

/** Teams per page of the list; "Load more" asks for the next. */
export const teamPageSize = 25;

const teamPath = (orgId: string, teamId: string) => ({ organizationId: orgId, teamId });

export const teamQueries = {
  list: (orgId: string, filters: TeamFilters) =>
    pagedQueryOptions(teamKeys.list({ orgId, ...filters }), '/v1/orgs/{organizationId}/teams', {
      path: { organizationId: orgId },
      query: { ...filters, limit: teamPageSize },
    }),
  /** Every team of the organization, by title: the choices of a "default team" select. */
  choices: (orgId: string) =>
    allPagesQueryOptions(teamKeys.choices(orgId), '/v1/orgs/{organizationId}/teams', {
      path: { organizationId: orgId },
      query: { limit: 1000 },
    }),
  detail: (orgId: string, teamId: string) =>
    apiQueryOptions(teamKeys.detail(orgId, teamId), '/v1/orgs/{organizationId}/teams/{teamId}', {
      path: teamPath(orgId, teamId),
    }),
  /** The whole team (a team has tens of members; pages of 1,000 are read to the end). */
  members: (orgId: string, teamId: string) =>
    allPagesQueryOptions(
      teamKeys.members(orgId, teamId),
      '/v1/orgs/{organizationId}/teams/{teamId}/members',
      { path: teamPath(orgId, teamId), query: { limit: 1000 } },
    ),
};
