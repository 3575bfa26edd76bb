import { useApiMutation } from '@/lib/api-mutation';
import { organizationQueries, type AgentInstructions } from './organization-queries';

export function useUpdateOrganization(orgId: string) {
  return useApiMutation('patch', '/v1/orgs/{organizationId}', {
    params: { path: { organizationId: orgId } },
    storeAnswer: () => organizationQueries.detail(orgId).queryKey,
  });
}

export function useJoinOrganization() {
  return useApiMutation('post', '/v1/orgs/{organizationId}/join', {
    request: (orgId: string) => ({ params: { path: { organizationId: orgId } } }),
  });
}

export function useRevokeLinkInvite(orgId: string) {
  return useApiMutation('delete', '/v1/orgs/{organizationId}/link-invites/{inviteId}', {
    request: (inviteId: string) => ({ params: { path: { organizationId: orgId, inviteId } } }),
  });
}

export function useUpdateAgentInstructions(orgId: string) {
  return useApiMutation('put', '/v1/orgs/{organizationId}/agent-instructions', {
    request: (instructions: AgentInstructions['instructions']) => ({
      params: { path: { organizationId: orgId } },
      body: { instructions },
    }),
    // The answer is the whole resource; no refetch needed.
    storeAnswer: () => organizationQueries.agentInstructions(orgId).queryKey,
  });
}
