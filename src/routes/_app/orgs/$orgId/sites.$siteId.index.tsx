import { createFileRoute } from '@tanstack/react-router';
import { SiteOverview } from '@/features/sites/components/site-overview';
import { useOrgAdmin } from '@/routes/-shared/organization';

// The site's first part: publication and the site at a glance (the layout loaded both).
export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId/')({
  component: SiteOverviewRoute,
});

function SiteOverviewRoute() {
  const { orgId, siteId } = Route.useParams();
  const canManage = useOrgAdmin(orgId);
  return <SiteOverview orgId={orgId} siteId={siteId} canManage={canManage} />;
}
