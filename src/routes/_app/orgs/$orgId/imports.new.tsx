import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NewImportPage } from '@/features/imports/components/new-import-page';
import { validateNewImportSearch } from '@/features/imports/import-search';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { useNavigateTo } from '@/lib/navigate-to';

export const Route = createFileRoute('/_app/orgs/$orgId/imports/new')({
  staticData: { crumb: 'New import' },
  // A space's "Import pages" (and "Try again" after a failure) arrive with the target chosen.
  validateSearch: validateNewImportSearch,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(contentQueries.spaces(params.orgId)),
  component: NewImportRoute,
});

function NewImportRoute() {
  const { orgId } = Route.useParams();
  const search = Route.useSearch();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  const onStarted = useNavigateTo((run: { id: string }) => ({
    to: '/orgs/$orgId/imports/$importRunId',
    params: { orgId, importRunId: run.id },
  }));
  return <NewImportPage orgId={orgId} spaces={spaces} initial={search} onStarted={onStarted} />;
}
