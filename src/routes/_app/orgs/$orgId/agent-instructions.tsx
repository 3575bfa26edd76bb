import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { AgentInstructionsView } from '@/features/organizations/components/agent-instructions-view';
import { ensureAll } from '@/lib/route-loading';

export const Route = createFileRoute('/_app/orgs/$orgId/agent-instructions')({
  staticData: {
    crumb: 'Agent instructions',
    nav: { group: 'settings', order: 5, label: 'Agent instructions' },
  },
  loader: ({ context, params: { orgId } }) =>
    ensureAll(context, [
      organizationQueries.agentInstructions(orgId),
      organizationQueries.detail(orgId),
    ]),
  component: AgentInstructionsPage,
});

function AgentInstructionsPage() {
  const { orgId } = Route.useParams();
  // Another organization is another editing session, with its own draft.
  return <AgentInstructionsView key={orgId} orgId={orgId} />;
}
