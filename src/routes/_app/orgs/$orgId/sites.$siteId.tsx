import { Outlet, createFileRoute } from '@tanstack/react-router';
import { loadCrumb } from '@/lib/route-loading';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { siteQueries } from '@/features/sites/api/site-queries';
import { SiteLayout } from '@/features/sites/components/site-layout';
import { notFoundFor } from '@/routes/-shared/not-found';
import { useOrgAdmin } from '@/routes/-shared/organization';

const SiteNotFound = notFoundFor(
  (): string => `No site matches “${Route.useParams().siteId}”. It may have been deleted.`,
);

// A site's frame: its title and its own navigation; each part is a child route with its URL.
export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId')({
  loader: ({ context, params: { orgId, siteId } }) =>
    loadCrumb(
      context,
      [siteQueries.detail(orgId, siteId), organizationQueries.detail(orgId)],
      (site) => site.title,
    ),
  notFoundComponent: SiteNotFound,
  component: SiteRoute,
});

function SiteRoute() {
  const { orgId, siteId } = Route.useParams();
  const canManage = useOrgAdmin(orgId);
  return (
    <SiteLayout key={siteId} orgId={orgId} siteId={siteId} canManage={canManage}>
      <Outlet />
    </SiteLayout>
  );
}
