import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, data, done } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { teamKeys, type TeamMembersUpdate, type TeamRole } from './team-queries';

type Schemas = components['schemas'];

/**
 * What a change of a team's members makes stale: its members and counts, the lists that show
 * the counts, and the members list (each member's number of teams).
 */
const membershipEffects = (orgId: string, teamId: string) => [
  teamKeys.members(orgId, teamId),
  teamKeys.detail(orgId, teamId),
  teamKeys.lists(),
  queryRoots.members,
];

export function useCreateTeam(orgId: string) {
  return useMutation({
    mutationFn: (body: Schemas['TeamCreate']) =>
      data(
        api().PUT('/v1/orgs/{organizationId}/teams', {
          params: { path: { organizationId: orgId } },
          body,
        }),
      ),
    // A new team in every list and select; its members count one team more.
    meta: { invalidates: [teamKeys.lists(), teamKeys.choices(orgId), queryRoots.members] },
  });
}

export function useRenameTeam(orgId: string, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      data(
        api().PATCH('/v1/orgs/{organizationId}/teams/{teamId}', {
          params: { path: { organizationId: orgId, teamId } },
          body: { title },
        }),
      ),
    // The title shows in the lists, the default-team select and the SSO providers.
    meta: { invalidates: [teamKeys.lists(), teamKeys.choices(orgId), queryRoots.sso] },
    onSuccess: (team) => queryClient.setQueryData(teamKeys.detail(orgId, teamId), team),
  });
}

export function useDeleteTeam(orgId: string, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      done(
        api().DELETE('/v1/orgs/{organizationId}/teams/{teamId}', {
          params: { path: { organizationId: orgId, teamId } },
        }),
      ),
    // Members lose a team; a provider that used it as default team has none now.
    meta: {
      invalidates: [teamKeys.lists(), teamKeys.choices(orgId), queryRoots.members, queryRoots.sso],
    },
    onSuccess: () => {
      // Gone: never fetch it again (the page navigates away).
      queryClient.removeQueries({ queryKey: teamKeys.detail(orgId, teamId) });
      queryClient.removeQueries({ queryKey: teamKeys.members(orgId, teamId) });
    },
  });
}

/** Adds, removes and sets roles in ONE request, however many people it names (up to 100 each). */
export function useUpdateTeamMembers(orgId: string, teamId: string) {
  return useMutation({
    mutationFn: (body: TeamMembersUpdate) =>
      done(
        api().PUT('/v1/orgs/{organizationId}/teams/{teamId}/members', {
          params: { path: { organizationId: orgId, teamId } },
          body,
        }),
      ),
    meta: { invalidates: membershipEffects(orgId, teamId) },
  });
}

/** One member's team role. */
export function useSetTeamRole(orgId: string, teamId: string) {
  return useMutation({
    mutationFn: (variables: { userId: string; role: TeamRole }) =>
      done(
        api().PUT('/v1/orgs/{organizationId}/teams/{teamId}/members/{userId}', {
          params: { path: { organizationId: orgId, teamId, userId: variables.userId } },
          body: { role: variables.role },
        }),
      ),
    meta: { invalidates: membershipEffects(orgId, teamId) },
  });
}
