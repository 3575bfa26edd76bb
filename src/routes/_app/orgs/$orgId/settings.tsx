import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { OrganizationSettings } from '@/features/organizations/components/organization-settings';

export const Route = createFileRoute('/_app/orgs/$orgId/settings')({
  staticData: { crumb: 'Settings' },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId)),
  component: SettingsPage,
});

function SettingsPage() {
  const { orgId } = Route.useParams();
  // A new organization starts a new form instead of carrying another one's edits.
  return <OrganizationSettings key={orgId} orgId={orgId} />;
}
