import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { AgentInstructionsView } from '@/features/organizations/components/agent-instructions-view';

export const Route = createFileRoute('/_app/orgs/$orgId/agent-instructions')({
  staticData: { crumb: 'Agent instructions' },
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(organizationQueries.agentInstructions(params.orgId)),
      context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId)),
    ]),
  component: AgentInstructionsPage,
});

function AgentInstructionsPage() {
  const { orgId } = Route.useParams();
  // Another organization is another editing session, with its own draft.
  return <AgentInstructionsView key={orgId} orgId={orgId} />;
}
