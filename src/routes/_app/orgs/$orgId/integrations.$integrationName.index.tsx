import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { integrationQueries } from '@/features/integrations/api/integration-queries';
import { IntegrationPage } from '@/features/integrations/components/integration-page';
import { coveredLevels } from '@/features/integrations/labels';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { siteQueries } from '@/features/sites/api/site-queries';
import { contentQueries } from '@/features/spaces/api/content-queries';

export const Route = createFileRoute('/_app/orgs/$orgId/integrations/$integrationName/')({
  loader: async ({ context: { queryClient }, params: { orgId, integrationName } }) => {
    const [org, integration] = await Promise.all([
      queryClient.ensureQueryData(organizationQueries.detail(orgId)),
      queryClient.ensureQueryData(integrationQueries.detail(integrationName)),
    ]);
    if (!org.permissions.admin) {
      await queryClient.ensureQueryData(integrationQueries.statuses(orgId));
      return;
    }
    // Admins install and configure: the installation, and the spaces or sites it may cover.
    const levels = coveredLevels(integration.target);
    await Promise.all([
      queryClient.ensureQueryData(integrationQueries.organizationInstallations(orgId)),
      levels.spaces ? queryClient.ensureQueryData(contentQueries.spaces(orgId)) : undefined,
      levels.sites ? queryClient.ensureQueryData(siteQueries.list(orgId, {})) : undefined,
    ]);
  },
  component: IntegrationRoute,
});

function IntegrationRoute() {
  const { orgId, integrationName } = Route.useParams();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  const props = { orgId, orgTitle: org.title, name: integrationName };
  return org.permissions.admin ? (
    <AdminIntegrationPage key={integrationName} {...props} />
  ) : (
    <IntegrationPage {...props} isAdmin={false} choices={{ spaces: [], sites: [] }} />
  );
}

/** The loader fetched the spaces and sites this integration can cover, and only those. */
function AdminIntegrationPage(props: { orgId: string; orgTitle: string; name: string }) {
  const { data: integration } = useSuspenseQuery(integrationQueries.detail(props.name));
  const levels = coveredLevels(integration.target);
  const spaces = useQuery({ ...contentQueries.spaces(props.orgId), enabled: levels.spaces });
  const sites = useQuery({ ...siteQueries.list(props.orgId, {}), enabled: levels.sites });
  const choices = {
    spaces: (spaces.data ?? []).map((space) => ({ id: space.id, title: space.title })),
    sites: (sites.data?.items ?? []).map((site) => ({ id: site.id, title: site.title })),
  };
  return <IntegrationPage {...props} isAdmin choices={choices} />;
}
