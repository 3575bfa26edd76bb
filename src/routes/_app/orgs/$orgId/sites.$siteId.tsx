import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { orNotFound } from '@/lib/route-loading';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { siteQueries } from '@/features/sites/api/site-queries';
import { SiteLayout } from '@/features/sites/components/site-layout';

// A site's frame: its title and its own navigation; each part is a child route with its URL.
export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId')({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      const [site] = await Promise.all([
        context.queryClient.ensureQueryData(siteQueries.detail(params.orgId, params.siteId)),
        context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId)),
      ]);
      return { crumb: site.title };
    }),
  notFoundComponent: SiteNotFound,
  component: SiteRoute,
});

function SiteRoute() {
  const { orgId, siteId } = Route.useParams();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  return (
    <SiteLayout key={siteId} orgId={orgId} siteId={siteId} canManage={org.permissions.admin}>
      <Outlet />
    </SiteLayout>
  );
}

function SiteNotFound() {
  const { siteId } = Route.useParams();
  return <NotFound message={`No site matches “${siteId}”. It may have been deleted.`} />;
}
