import { Outlet, createFileRoute } from '@tanstack/react-router';
import { RestrictedPage } from '@/components/ui/restricted-page';
import { organizationQueries } from '@/features/organizations/api/organization-queries';

// Conversations hold customers' own words: every insights screen is for admins only.
export const Route = createFileRoute('/_app/orgs/$orgId/insights')({
  staticData: {
    crumb: 'Insights',
    nav: { group: 'publishing', order: 3, label: 'Insights', shortcut: 'i' },
  },
  beforeLoad: async ({ context, params }) => {
    const org = await context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId));
    return { insightsAdmin: org.permissions.admin };
  },
  component: InsightsLayout,
});

function InsightsLayout() {
  const { insightsAdmin } = Route.useRouteContext();
  if (insightsAdmin) return <Outlet />;
  return (
    <RestrictedPage title="Insights">
      Only admins of this organization can read insights: they show support conversations in the
      customers’ own words. Ask an admin if you need them.
    </RestrictedPage>
  );
}
