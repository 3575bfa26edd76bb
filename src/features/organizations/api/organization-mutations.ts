import { useApiMutation } from '@/lib/api-mutation';
import { queryRoots } from '@/lib/query-keys';
import {
  agentInstructionsKeys,
  organizationKeys,
  type AgentInstructions,
} from './organization-queries';

export function useUpdateOrganization(orgId: string) {
  return useApiMutation('patch', '/v1/orgs/{organizationId}', {
    params: { path: { organizationId: orgId } },
    // Titles show in the switcher and the list; email domains change who may join.
    meta: { invalidates: [organizationKeys.lists(), queryRoots.emailDomainOrganizations] },
    storeAnswer: () => organizationKeys.detail(orgId),
  });
}

export function useJoinOrganization() {
  return useApiMutation('post', '/v1/orgs/{organizationId}/join', {
    request: (orgId: string) => ({ params: { path: { organizationId: orgId } } }),
    // The caller now belongs to one more organization.
    meta: { invalidates: [organizationKeys.lists()] },
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
    storeAnswer: () => agentInstructionsKeys.detail(orgId),
  });
}
