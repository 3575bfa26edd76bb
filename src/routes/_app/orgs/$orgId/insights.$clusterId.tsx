import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadCrumb } from '@/lib/route-loading';
import { insightQueries } from '@/features/insights/api/insight-queries';
import { TopicPage } from '@/features/insights/components/topic-page';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { notFoundFor } from '@/routes/-shared/not-found';

const TopicNotFound = notFoundFor(
  (): string => `No topic matches “${Route.useParams().clusterId}”.`,
);

export const Route = createFileRoute('/_app/orgs/$orgId/insights/$clusterId')({
  loader: ({ context, params: { orgId, clusterId } }) =>
    context.insightsAdmin
      ? loadCrumb(
          context,
          [insightQueries.topic(orgId, clusterId), contentQueries.spaces(orgId)],
          (topic) => topic.label,
        )
      : undefined,
  notFoundComponent: TopicNotFound,
  component: TopicRoute,
});

function TopicRoute() {
  const { orgId, clusterId } = Route.useParams();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return <TopicPage key={clusterId} orgId={orgId} clusterId={clusterId} spaces={spaces} />;
}
