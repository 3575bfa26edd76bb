import { createFileRoute } from '@tanstack/react-router';
import { OrganizationSettings } from '@/features/organizations/components/organization-settings';

export const Route = createFileRoute('/_app/orgs/$orgId/settings/')({
  component: GeneralSettingsPage,
});

function GeneralSettingsPage() {
  const { orgId } = Route.useParams();
  // A new organization starts a new form instead of carrying another one's edits.
  return <OrganizationSettings key={orgId} orgId={orgId} />;
}
