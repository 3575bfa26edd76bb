import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { orNotFound } from '@/lib/route-loading';
import { changeRequestQueries } from '@/features/change-requests/api/change-request-queries';
import { commentQueries } from '@/features/change-requests/api/comment-queries';
import { reviewQueries } from '@/features/change-requests/api/review-queries';
import { validateActivitySearch } from '@/features/change-requests/activity-tab';
import { ChangeRequestPage } from '@/features/change-requests/components/change-request-page';
import { currentUserQuery } from '@/features/session/api/current-user';
import { contentQueries } from '@/features/spaces/api/content-queries';

export const Route = createFileRoute(
  '/_app/orgs/$orgId/spaces/$spaceId_/change-requests/$changeRequestId',
)({
  validateSearch: validateActivitySearch,
  loader: ({ context, params }) =>
    orNotFound(async () => {
      const { queryClient } = context;
      const ids = [params.spaceId, params.changeRequestId] as const;
      const [request] = await Promise.all([
        queryClient.ensureQueryData(changeRequestQueries.detail(...ids)),
        queryClient.ensureQueryData(reviewQueries.reviews(...ids)),
        queryClient.ensureQueryData(reviewQueries.changes(...ids)),
        queryClient.ensureQueryData(commentQueries.threads(...ids)),
        // Who is looking decides whether the Review panel offers a review (never the author).
        queryClient.ensureQueryData(currentUserQuery),
      ]);
      return { crumb: `#${request.number}` };
    }),
  notFoundComponent: ChangeRequestNotFound,
  component: ChangeRequestRoute,
});

function ChangeRequestRoute() {
  const { orgId, spaceId, changeRequestId } = Route.useParams();
  const { tab } = Route.useSearch();
  const { data: space } = useSuspenseQuery(contentQueries.space(spaceId));
  const viewer = useQuery(currentUserQuery);
  return (
    <ChangeRequestPage
      key={`${spaceId}/${changeRequestId}`}
      orgId={orgId}
      spaceId={spaceId}
      changeRequestId={changeRequestId}
      spaceTitle={space.title}
      viewerId={viewer.data?.id}
      tab={tab ?? 'changes'}
    />
  );
}

function ChangeRequestNotFound() {
  const { changeRequestId } = Route.useParams();
  return <NotFound message={`No change request matches “${changeRequestId}” in this space.`} />;
}
