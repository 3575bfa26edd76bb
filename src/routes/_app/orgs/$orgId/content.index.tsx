import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { contentQueries, ensureFirstData } from '@/features/spaces/api/content-queries';
import { ContentTreeScreen } from '@/features/spaces/components/content-tree-screen';
import { useSearchWriter } from '@/lib/search-history';

export const Route = createFileRoute('/_app/orgs/$orgId/content/')({
  validateSearch: (search: Record<string, unknown>): { filter?: string } => {
    const filter = typeof search.filter === 'string' ? search.filter.slice(0, 100) : '';
    return filter ? { filter } : {};
  },
  // The tree shows once the first page of spaces is in; the others fill it in the background.
  // Shown as soon as it is ready: the router's default keeps a skeleton that appeared on screen
  // for half a second, which in a large organization was half the wait for the first rows.
  pendingMinMs: 0,
  loader: ({ context, params }) =>
    Promise.all([
      ensureFirstData(context.queryClient, contentQueries.spaces(params.orgId)),
      context.queryClient.ensureQueryData(contentQueries.collections(params.orgId)),
    ]),
  component: ContentPage,
});

function ContentPage() {
  const { orgId } = Route.useParams();
  const { filter } = Route.useSearch();
  const writeSearch = useSearchWriter();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  return (
    <ContentTreeScreen
      key={orgId}
      orgId={orgId}
      filter={filter ?? ''}
      canCreate={org.permissions.createContent}
      onFilterChange={(next) => writeSearch(next ? { filter: next } : {})}
    />
  );
}
