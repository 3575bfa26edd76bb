import type { AgentInstructions } from '../../../api/schema.gen.ts';
import type {
  BackendState,
  DocumentValue,
  OrganizationRecord,
  UserRecord,
} from '../store/state.ts';

/** What an organization that never wrote instructions answers: an empty document. */
export function emptyDocument(): DocumentValue {
  return { object: 'document', data: { schemaVersion: 1 }, nodes: [] };
}

export function agentInstructionsResponse(
  state: BackendState,
  organization: OrganizationRecord,
  origin: string,
): AgentInstructions {
  const record = state.agentInstructions.find((r) => r.organizationId === organization.id);
  return {
    object: 'agent-instructions',
    instructions: record ? structuredClone(record.instructions) : emptyDocument(),
    // Never written: the contract requires both fields, so the organization's creation stands
    // in for "last update" and nobody (empty string) for its author.
    updatedAt: record?.updatedAt ?? organization.createdAt,
    updatedBy: record?.updatedBy ?? '',
    urls: {
      location: `${origin}/v1/orgs/${encodeURIComponent(organization.id)}/agent-instructions`,
    },
  };
}

export function replaceAgentInstructions(
  state: BackendState,
  organization: OrganizationRecord,
  user: UserRecord,
  instructions: DocumentValue,
  now: string,
): void {
  const record = {
    organizationId: organization.id,
    instructions: structuredClone(instructions),
    updatedAt: now,
    updatedBy: user.id,
  };
  const index = state.agentInstructions.findIndex((r) => r.organizationId === organization.id);
  if (index === -1) state.agentInstructions.push(record);
  else state.agentInstructions[index] = record;
}
