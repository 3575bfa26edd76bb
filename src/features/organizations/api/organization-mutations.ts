import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, data, done } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import {
  agentInstructionsKeys,
  organizationKeys,
  type AgentInstructions,
  type OrganizationUpdate,
} from './organization-queries';

export function useUpdateOrganization(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationUpdate) =>
      data(
        api().PATCH('/v1/orgs/{organizationId}', {
          params: { path: { organizationId: orgId } },
          body,
        }),
      ),
    // Titles show in the switcher and the list; email domains change who may join.
    meta: { invalidates: [organizationKeys.lists(), queryRoots.emailDomainOrganizations] },
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationKeys.detail(orgId), organization);
    },
  });
}

export function useJoinOrganization() {
  return useMutation({
    mutationFn: (orgId: string) =>
      done(
        api().POST('/v1/orgs/{organizationId}/join', {
          params: { path: { organizationId: orgId } },
        }),
      ),
    // The caller now belongs to one more organization.
    meta: { invalidates: [organizationKeys.lists()] },
  });
}

export function useRevokeLinkInvite(orgId: string) {
  return useMutation({
    mutationFn: (inviteId: string) =>
      done(
        api().DELETE('/v1/orgs/{organizationId}/link-invites/{inviteId}', {
          params: { path: { organizationId: orgId, inviteId } },
        }),
      ),
  });
}

export function useUpdateAgentInstructions(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instructions: AgentInstructions['instructions']): Promise<AgentInstructions> =>
      data(
        api().PUT('/v1/orgs/{organizationId}/agent-instructions', {
          params: { path: { organizationId: orgId } },
          body: { instructions },
        }),
      ),
    onSuccess: (saved) => {
      // The answer is the whole resource; no refetch needed.
      queryClient.setQueryData(agentInstructionsKeys.detail(orgId), saved);
    },
  });
}
