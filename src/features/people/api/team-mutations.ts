import { MutationObserver, useMutation, type QueryClient } from '@tanstack/react-query';
import { apiMutationOptions, useApiMutation } from '@/lib/api-mutation';
import { teamQueries, type TeamRole } from './team-queries';

const teamPath = (orgId: string, teamId: string) => ({ organizationId: orgId, teamId });

export function useRenameTeam(orgId: string, teamId: string) {
  return useApiMutation('patch', '/v1/orgs/{organizationId}/teams/{teamId}', {
    request: (title: string) => ({ params: { path: teamPath(orgId, teamId) }, body: { title } }),
    storeAnswer: () => teamQueries.detail(orgId, teamId).queryKey,
  });
}

export function useDeleteTeam(orgId: string, teamId: string) {
  return useApiMutation('delete', '/v1/orgs/{organizationId}/teams/{teamId}', {
    params: { path: teamPath(orgId, teamId) },
    onSuccess: (_nothing, _variables, _before, { client }) => {
      // Gone: never fetch it again (the page navigates away).
      client.removeQueries({ queryKey: teamQueries.detail(orgId, teamId).queryKey });
      client.removeQueries({ queryKey: teamQueries.members(orgId, teamId).queryKey });
    },
  });
}

/** Adds, removes and sets roles in ONE request, however many people it names (up to 100 each). */
export function useUpdateTeamMembers(orgId: string, teamId: string) {
  return useApiMutation('put', '/v1/orgs/{organizationId}/teams/{teamId}/members', {
    params: { path: teamPath(orgId, teamId) },
  });
}

export interface TeamRoleChange {
  userId: string;
  role: TeamRole;
}

const teamRolePath = '/v1/orgs/{organizationId}/teams/{teamId}/members/{userId}';

/** One member's team role; the team's last owner stays (409). */
const teamRoleMutation = (orgId: string, teamId: string) =>
  apiMutationOptions('put', teamRolePath, ({ userId, role }: TeamRoleChange) => ({
    params: { path: { ...teamPath(orgId, teamId), userId } },
    body: { role },
  }));

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
