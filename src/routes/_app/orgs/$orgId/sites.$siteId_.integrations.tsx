import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { integrationQueries } from '@/features/integrations/api/integration-queries';
import { SiteIntegrations } from '@/features/integrations/components/site-integrations';
import { siteQueries } from '@/features/sites/api/site-queries';
import { orNotFound } from '@/lib/route-loading';

// Not nested in the site page (`$siteId_`): that page is a leaf; this is its Integrations tab.
export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId_/integrations')({
  loader: ({ context: { queryClient }, params: { orgId, siteId } }) =>
    orNotFound(async () => {
      const [site] = await Promise.all([
        queryClient.ensureQueryData(siteQueries.detail(orgId, siteId)),
        queryClient.ensureQueryData(integrationQueries.siteIntegrations(orgId, siteId)),
        queryClient.ensureQueryData(integrationQueries.siteScripts(orgId, siteId)),
      ]);
      return { crumb: `${site.title}: integrations` };
    }),
  notFoundComponent: SiteNotFound,
  component: SiteIntegrationsRoute,
});

function SiteIntegrationsRoute() {
  const { orgId, siteId } = Route.useParams();
  const { data: site } = useSuspenseQuery(siteQueries.detail(orgId, siteId));
  return <SiteIntegrations key={siteId} orgId={orgId} siteId={siteId} siteTitle={site.title} />;
}

function SiteNotFound() {
  const { siteId } = Route.useParams();
  return <NotFound message={`No site matches “${siteId}”. It may have been deleted.`} />;
}
