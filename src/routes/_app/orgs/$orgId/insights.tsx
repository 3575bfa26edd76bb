import { Outlet, createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { AdminsOnly } from '@/features/insights/components/admins-only';

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
  return insightsAdmin ? <Outlet /> : <AdminsOnly />;
}
