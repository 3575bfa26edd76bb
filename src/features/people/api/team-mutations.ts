import {
  MutationObserver,
  mutationOptions,
  useMutation,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { useApiMutation } from '@/lib/api-mutation';
import { queryRoots } from '@/lib/query-keys';
import { teamKeys, type TeamRole } from './team-queries';

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

const teamPath = (orgId: string, teamId: string) => ({ organizationId: orgId, teamId });

export function useCreateTeam(orgId: string) {
  return useApiMutation('put', '/v1/orgs/{organizationId}/teams', {
    params: { path: { organizationId: orgId } },
    // A new team in every list and select; its members count one team more.
    meta: { invalidates: [teamKeys.lists(), teamKeys.choices(orgId), queryRoots.members] },
  });
}

export function useRenameTeam(orgId: string, teamId: string) {
  return useApiMutation('patch', '/v1/orgs/{organizationId}/teams/{teamId}', {
    request: (title: string) => ({ params: { path: teamPath(orgId, teamId) }, body: { title } }),
    // The title shows in the lists, the default-team select and the SSO providers.
    meta: { invalidates: [teamKeys.lists(), teamKeys.choices(orgId), queryRoots.sso] },
    storeAnswer: () => teamKeys.detail(orgId, teamId),
  });
}

export function useDeleteTeam(orgId: string, teamId: string) {
  return useApiMutation('delete', '/v1/orgs/{organizationId}/teams/{teamId}', {
    params: { path: teamPath(orgId, teamId) },
    // Members lose a team; a provider that used it as default team has none now.
    meta: {
      invalidates: [teamKeys.lists(), teamKeys.choices(orgId), queryRoots.members, queryRoots.sso],
    },
    onSuccess: (_nothing, _variables, _before, { client }) => {
      // Gone: never fetch it again (the page navigates away).
      client.removeQueries({ queryKey: teamKeys.detail(orgId, teamId) });
      client.removeQueries({ queryKey: teamKeys.members(orgId, teamId) });
    },
  });
}

/** Adds, removes and sets roles in ONE request, however many people it names (up to 100 each). */
export function useUpdateTeamMembers(orgId: string, teamId: string) {
  return useApiMutation('put', '/v1/orgs/{organizationId}/teams/{teamId}/members', {
    params: { path: teamPath(orgId, teamId) },
    meta: { invalidates: membershipEffects(orgId, teamId) },
  });
}

export interface TeamRoleChange {
  userId: string;
  role: TeamRole;
}

/** One member's team role; the team's last owner stays (409). */
function teamRoleMutation(orgId: string, teamId: string) {
  return mutationOptions({
    mutationFn: ({ userId, role }: TeamRoleChange) =>
      callApi('put', '/v1/orgs/{organizationId}/teams/{teamId}/members/{userId}', {
        params: { path: { ...teamPath(orgId, teamId), userId } },
        body: { role },
      }),
    meta: { invalidates: membershipEffects(orgId, teamId) },
  });
}

export function useSetTeamRole(orgId: string, teamId: string) {
  return useMutation(teamRoleMutation(orgId, teamId));
}

/** The same change outside any component, for the Undo of a toast that outlives its row. */
export function setTeamRoleLater(
  client: QueryClient,
  orgId: string,
  teamId: string,
  change: TeamRoleChange,
) {
  return new MutationObserver(client, teamRoleMutation(orgId, teamId)).mutate(change);
}
