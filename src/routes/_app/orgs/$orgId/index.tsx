import { createFileRoute } from '@tanstack/react-router';
import { OrganizationOverview } from '@/features/organizations/components/organization-overview';

export const Route = createFileRoute('/_app/orgs/$orgId/')({
  component: OverviewPage,
});

function OverviewPage() {
  const { orgId } = Route.useParams();
  return <OrganizationOverview orgId={orgId} />;
}
