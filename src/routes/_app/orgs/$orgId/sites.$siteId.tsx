import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { orNotFound } from '@/lib/route-loading';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { siteQueries } from '@/features/sites/api/site-queries';
import { SitePage } from '@/features/sites/components/site-page';

export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId')({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      const [site] = await Promise.all([
        context.queryClient.ensureQueryData(siteQueries.detail(params.orgId, params.siteId)),
        context.queryClient.ensureQueryData(siteQueries.structure(params.orgId, params.siteId)),
        context.queryClient.ensureQueryData(
          siteQueries.adaptiveSchema(params.orgId, params.siteId),
        ),
        context.queryClient.ensureQueryData(
          siteQueries.templateConditions(params.orgId, params.siteId),
        ),
        context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId)),
      ]);
      return { crumb: site.title };
    }),
  notFoundComponent: SiteNotFound,
  component: SiteRoute,
});

function SiteRoute() {
  const { orgId, siteId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  return (
    <SitePage
      key={siteId}
      orgId={orgId}
      siteId={siteId}
      canManage={org.permissions.admin}
      onDeleted={() => void navigate({ to: '/orgs/$orgId/sites', params: { orgId } })}
    />
  );
}

function SiteNotFound() {
  const { siteId } = Route.useParams();
  return <NotFound message={`No site matches “${siteId}”. It may have been deleted.`} />;
}
