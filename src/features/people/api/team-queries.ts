import { allPagesReadOptions, pagedReadOptions, readOptions } from '@/lib/api-queries';

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

/** Teams per page of the list; "Load more" asks for the next. */
export const teamPageSize = 25;

const teamPath = (orgId: string, teamId: string) => ({ organizationId: orgId, teamId });

export const teamQueries = {
  list: (orgId: string, filters: TeamFilters) =>
    pagedReadOptions('/v1/orgs/{organizationId}/teams', {
      path: { organizationId: orgId },
      query: { ...filters, limit: teamPageSize },
    }),
  /** Every team of the organization, by title: the choices of a "default team" select. */
  choices: (orgId: string) =>
    allPagesReadOptions('/v1/orgs/{organizationId}/teams', {
      path: { organizationId: orgId },
      query: { limit: 1000 },
    }),
  detail: (orgId: string, teamId: string) =>
    readOptions('/v1/orgs/{organizationId}/teams/{teamId}', { path: teamPath(orgId, teamId) }),
  /** The whole team (a team has tens of members; pages of 1,000 are read to the end). */
  members: (orgId: string, teamId: string) =>
    allPagesReadOptions('/v1/orgs/{organizationId}/teams/{teamId}/members', {
      path: teamPath(orgId, teamId),
      query: { limit: 1000 },
    }),
};
