import { createFileRoute } from '@tanstack/react-router';
import { OrganizationOverview } from '@/features/organizations/components/organization-overview';

export const Route = createFileRoute('/_app/orgs/$orgId/')({
  staticData: {
    nav: { group: 'organization', order: 1, label: 'Overview', shortcut: 'o', exact: true },
  },
  component: OverviewPage,
});

function OverviewPage() {
  const { orgId } = Route.useParams();
  return <OrganizationOverview orgId={orgId} />;
}
