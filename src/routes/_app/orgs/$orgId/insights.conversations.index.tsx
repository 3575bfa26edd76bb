import { createFileRoute } from '@tanstack/react-router';
import { insightQueries } from '@/features/insights/api/insight-queries';
import { ConversationsPage } from '@/features/insights/components/conversations-page';
import { validateConversationSearch } from '@/features/insights/insight-search';
import { useSearchWriter } from '@/lib/search-history';

export const Route = createFileRoute('/_app/orgs/$orgId/insights/conversations/')({
  validateSearch: validateConversationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    if (!context.insightsAdmin) return;
    await context.queryClient.ensureInfiniteQueryData(
      insightQueries.conversations(params.orgId, deps.source),
    );
  },
  component: ConversationsRoute,
});

function ConversationsRoute() {
  const { orgId } = Route.useParams();
  const { source } = Route.useSearch();
  const writeSearch = useSearchWriter();
  return (
    <ConversationsPage
      orgId={orgId}
      source={source}
      onSourceChange={(next) => writeSearch(next ? { source: next } : {})}
    />
  );
}
