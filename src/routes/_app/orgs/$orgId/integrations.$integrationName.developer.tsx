import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { RestrictedPage } from '@/components/ui/restricted-page';
import { integrationQueries } from '@/features/integrations/api/integration-queries';
import { DeveloperView } from '@/features/integrations/components/developer-view';
import { validateDeveloperSearch } from '@/features/integrations/integrations-search';
import { useSearchWriter } from '@/lib/search-history';

export const Route = createFileRoute('/_app/orgs/$orgId/integrations/$integrationName/developer')({
  staticData: { crumb: 'Developer view' },
  validateSearch: validateDeveloperSearch,
  loaderDeps: ({ search }) => ({ externalId: search.externalId }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const name = params.integrationName;
    const integration = await queryClient.ensureQueryData(integrationQueries.detail(name));
    // Only its owner's admins may read installations and events (403 for anyone else).
    if (!integration.permissions.admin) return;
    await Promise.all([
      queryClient.ensureInfiniteQueryData(integrationQueries.installations(name, deps.externalId)),
      queryClient.ensureInfiniteQueryData(integrationQueries.events(name)),
    ]);
  },
  component: DeveloperRoute,
});

function DeveloperRoute() {
  const { orgId, integrationName } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const writeSearch = useSearchWriter();
  const queryClient = useQueryClient();
  const { data: integration } = useSuspenseQuery(integrationQueries.detail(integrationName));
  if (!integration.permissions.admin)
    return (
      <RestrictedPage
        title={`${integration.title}: developer view`}
        back={
          <ButtonLink to="/orgs/$orgId/integrations" params={{ orgId }}>
            Back to the catalog
          </ButtonLink>
        }
      >
        Only admins of {integration.owner.title}, which publishes {integration.title}, can see its
        installations and events.
      </RestrictedPage>
    );
  return (
    <DeveloperView
      orgId={orgId}
      name={integrationName}
      search={search}
      onSearchChange={writeSearch}
      onUnpublished={() => {
        void navigate({
          to: '/orgs/$orgId/integrations',
          params: { orgId },
          search: { tab: 'developer' },
        }).then(() =>
          queryClient.removeQueries({
            queryKey: integrationQueries.detail(integrationName).queryKey,
          }),
        );
      }}
    />
  );
}
