import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { SettingsTabs } from '@/features/people/components/settings-tabs';

// Settings: the tabs over General (the organization's settings), Members, Teams and SSO.
export const Route = createFileRoute('/_app/orgs/$orgId/settings')({
  staticData: {
    crumb: 'Settings',
    // In the navigation, Settings is its General tab: Members, Teams and SSO have their own.
    nav: { group: 'settings', order: 4, label: 'Settings', shortcut: 'e', exact: true },
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId)),
  component: SettingsLayout,
});

function SettingsLayout() {
  const { orgId } = Route.useParams();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  const access = {
    members: org.permissions.listMembers,
    teams: org.permissions.listTeams,
    sso: org.permissions.admin,
  };
  return (
    <>
      <SettingsTabs orgId={orgId} access={access} />
      <Outlet />
    </>
  );
}
