import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { callerRoleName } from '@/features/organizations/caller-role';
import { OrganizationSettings } from '@/features/organizations/components/organization-settings';
import { useSession } from '@/lib/session';
import { useSuspenseQuery } from '@tanstack/react-query';

export const Route = createFileRoute('/_app/orgs/$orgId/settings')({
  staticData: { crumb: 'Settings' },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId)),
  component: SettingsPage,
});

function SettingsPage() {
  const { orgId } = Route.useParams();
  const session = useSession();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  const role = callerRoleName(org, session?.mode === 'demo' ? session.user.description : undefined);
  // A new organization starts a new form instead of carrying another one's edits.
  return <OrganizationSettings key={orgId} orgId={orgId} callerRole={role} />;
}
