import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { integrationQueries } from '@/features/integrations/api/integration-queries';
import { SiteIntegrations } from '@/features/integrations/components/site-integrations';
import { siteQueries } from '@/features/sites/api/site-queries';
import { loadAll } from '@/lib/route-loading';

// Integrations: what the organization's installations run on this site, and its scripts.
export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId/integrations')({
  staticData: { crumb: 'Integrations' },
  loader: ({ context, params: { orgId, siteId } }) =>
    loadAll(context, [
      integrationQueries.siteIntegrations(orgId, siteId),
      integrationQueries.siteScripts(orgId, siteId),
    ]),
  component: SiteIntegrationsRoute,
});

function SiteIntegrationsRoute() {
  const { orgId, siteId } = Route.useParams();
  const { data: site } = useSuspenseQuery(siteQueries.detail(orgId, siteId));
  return <SiteIntegrations orgId={orgId} siteId={siteId} siteTitle={site.title} />;
}
