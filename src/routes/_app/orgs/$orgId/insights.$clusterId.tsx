import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { orNotFound } from '@/lib/route-loading';
import { insightQueries } from '@/features/insights/api/insight-queries';
import { TopicPage } from '@/features/insights/components/topic-page';
import { contentQueries } from '@/features/spaces/api/content-queries';

export const Route = createFileRoute('/_app/orgs/$orgId/insights/$clusterId')({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      if (!context.insightsAdmin) return undefined;
      const [topic] = await Promise.all([
        context.queryClient.ensureQueryData(insightQueries.topic(params.orgId, params.clusterId)),
        context.queryClient.ensureQueryData(contentQueries.spaces(params.orgId)),
      ]);
      return { crumb: topic.label };
    }),
  notFoundComponent: TopicNotFound,
  component: TopicRoute,
});

function TopicRoute() {
  const { orgId, clusterId } = Route.useParams();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return <TopicPage key={clusterId} orgId={orgId} clusterId={clusterId} spaces={spaces} />;
}

function TopicNotFound() {
  const { clusterId } = Route.useParams();
  return <NotFound message={`No topic matches “${clusterId}”.`} />;
}
