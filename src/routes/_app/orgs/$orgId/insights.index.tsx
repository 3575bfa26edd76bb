import { createFileRoute } from '@tanstack/react-router';
import { insightQueries } from '@/features/insights/api/insight-queries';
import { TopicsPage } from '@/features/insights/components/topics-page';
import { validateTopicSearch } from '@/features/insights/insight-search';
import { useSearchWriter } from '@/lib/search-history';

export const Route = createFileRoute('/_app/orgs/$orgId/insights/')({
  validateSearch: validateTopicSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    if (!context.insightsAdmin) return;
    await context.queryClient.ensureInfiniteQueryData(insightQueries.topics(params.orgId, deps));
  },
  component: TopicsRoute,
});

function TopicsRoute() {
  const { orgId } = Route.useParams();
  const search = Route.useSearch();
  const writeSearch = useSearchWriter();
  return <TopicsPage orgId={orgId} search={search} onSearchChange={writeSearch} />;
}
