import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadCrumb } from '@/lib/route-loading';
import { changeRequestQueries } from '@/features/change-requests/api/change-request-queries';
import { commentQueries } from '@/features/change-requests/api/comment-queries';
import { reviewQueries } from '@/features/change-requests/api/review-queries';
import { validateActivitySearch } from '@/features/change-requests/activity-tab';
import { ChangeRequestPage } from '@/features/change-requests/components/change-request-page';
import { currentUserQuery } from '@/features/session/api/current-user';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { notFoundFor } from '@/routes/-shared/not-found';

const ChangeRequestNotFound = notFoundFor(
  (): string => `No change request matches “${Route.useParams().changeRequestId}” in this space.`,
);

export const Route = createFileRoute(
  '/_app/orgs/$orgId/spaces/$spaceId_/change-requests/$changeRequestId',
)({
  validateSearch: validateActivitySearch,
  loader: ({ context, params: { spaceId, changeRequestId } }) =>
    loadCrumb(
      context,
      [
        changeRequestQueries.detail(spaceId, changeRequestId),
        reviewQueries.reviews(spaceId, changeRequestId),
        reviewQueries.changes(spaceId, changeRequestId),
        commentQueries.threads(spaceId, changeRequestId),
        // Who is looking decides whether the Review panel offers a review (never the author).
        currentUserQuery,
      ],
      (request) => `#${request.number}`,
    ),
  notFoundComponent: ChangeRequestNotFound,
  component: ChangeRequestRoute,
});

function ChangeRequestRoute() {
  const { orgId, spaceId, changeRequestId } = Route.useParams();
  const { tab, page, block } = Route.useSearch();
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
      target={{ page, block }}
    />
  );
}
