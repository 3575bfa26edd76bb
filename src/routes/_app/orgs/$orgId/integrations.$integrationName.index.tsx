import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { integrationQueries } from '@/features/integrations/api/integration-queries';
import { IntegrationPage } from '@/features/integrations/components/integration-page';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { siteQueries } from '@/features/sites/api/site-queries';
import { contentQueries } from '@/features/spaces/api/content-queries';

export const Route = createFileRoute('/_app/orgs/$orgId/integrations/$integrationName/')({
  loader: async ({ context: { queryClient }, params: { orgId } }) => {
    const org = await queryClient.ensureQueryData(organizationQueries.detail(orgId));
    // Admins install and configure: they need the installation and what it may cover.
    await Promise.all(
      org.permissions.admin
        ? [
            queryClient.ensureQueryData(integrationQueries.organizationInstallations(orgId)),
            queryClient.ensureQueryData(contentQueries.spaces(orgId)),
            queryClient.ensureQueryData(siteQueries.list(orgId, {})),
          ]
        : [queryClient.ensureQueryData(integrationQueries.statuses(orgId))],
    );
  },
  component: IntegrationRoute,
});

function IntegrationRoute() {
  const { orgId, integrationName } = Route.useParams();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  const isAdmin = org.permissions.admin;
  return isAdmin ? (
    <AdminIntegrationPage orgId={orgId} orgTitle={org.title} name={integrationName} />
  ) : (
    <IntegrationPage
      orgId={orgId}
      orgTitle={org.title}
      name={integrationName}
      isAdmin={false}
      choices={{ spaces: [], sites: [] }}
    />
  );
}

function AdminIntegrationPage(props: { orgId: string; orgTitle: string; name: string }) {
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(props.orgId));
  const { data: sites } = useSuspenseQuery(siteQueries.list(props.orgId, {}));
  const choices = {
    spaces: spaces.map((space) => ({ id: space.id, title: space.title })),
    sites: sites.items.map((site) => ({ id: site.id, title: site.title })),
  };
  return <IntegrationPage key={props.name} {...props} isAdmin choices={choices} />;
}
