import { useApiMutation } from '@/lib/api-mutation';
import { organizationQueries, type AgentInstructions } from './organization-queries';

export function useUpdateOrganization(orgId: string) {
  return useApiMutation('patch', '/v1/orgs/{organizationId}', {
    params: { path: { organizationId: orgId } },
    storeAnswer: () => organizationQueries.detail(orgId).queryKey,
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
