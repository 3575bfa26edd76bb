import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { SiteOverview } from '@/features/sites/components/site-overview';

// The site's first part: publication and the site at a glance (the layout loaded both).
export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId/')({
  component: SiteOverviewRoute,
});

function SiteOverviewRoute() {
  const { orgId, siteId } = Route.useParams();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  return <SiteOverview orgId={orgId} siteId={siteId} canManage={org.permissions.admin} />;
}
