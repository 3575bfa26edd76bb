import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Notice } from '@/components/ui/notice';
import { integrationQueries } from '@/features/integrations/api/integration-queries';
import { DeveloperList } from '@/features/integrations/components/developer-list';
import { InstalledList } from '@/features/integrations/components/installed-list';
import { IntegrationCatalog } from '@/features/integrations/components/integration-catalog';
import { IntegrationsFrame } from '@/features/integrations/components/integrations-tabs';
import { validateIntegrationsSearch } from '@/features/integrations/integrations-search';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { useSearchWriter } from '@/lib/search-history';

export const Route = createFileRoute('/_app/orgs/$orgId/integrations/')({
  validateSearch: validateIntegrationsSearch,
  // As the layout (integrations.tsx): the skeleton gives way at once.
  pendingMinMs: 0,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps: { tab, ...filters } }) => {
    const org = await queryClient.ensureQueryData(organizationQueries.detail(params.orgId));
    const admin = org.permissions.admin;
    if (tab === 'installed')
      await (admin
        ? queryClient.ensureQueryData(integrationQueries.organizationInstallations(params.orgId))
        : queryClient.ensureQueryData(integrationQueries.statuses(params.orgId)));
    else if (tab === 'developer') {
      if (admin)
        await queryClient.ensureInfiniteQueryData(
          integrationQueries.catalog({ owner: params.orgId }),
        );
    } else {
      // Not awaited: the tab and its filters show at once, the cards as soon as they arrive.
      void queryClient.prefetchInfiniteQuery(integrationQueries.catalog(filters));
      void queryClient.prefetchQuery(integrationQueries.statuses(params.orgId));
    }
  },
  component: IntegrationsRoute,
});

function IntegrationsRoute() {
  const { orgId } = Route.useParams();
  const { tab, ...filters } = Route.useSearch();
  const writeSearch = useSearchWriter();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  const isAdmin = org.permissions.admin;
  return (
    <IntegrationsFrame key={orgId} orgId={orgId} tab={tab ?? 'browse'} isAdmin={isAdmin}>
      {tab === 'installed' ? (
        <InstalledList orgId={orgId} isAdmin={isAdmin} />
      ) : tab === 'developer' ? (
        isAdmin ? (
          <DeveloperList orgId={orgId} orgTitle={org.title} />
        ) : (
          <Notice role="status">
            Only admins of {org.title} can see its integrations’ developer view.
          </Notice>
        )
      ) : (
        <IntegrationCatalog orgId={orgId} filters={filters} onFiltersChange={writeSearch} />
      )}
    </IntegrationsFrame>
  );
}
