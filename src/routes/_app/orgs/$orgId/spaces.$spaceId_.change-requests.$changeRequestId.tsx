import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { orNotFound } from '@/lib/route-loading';
import { changeRequestQueries } from '@/features/change-requests/api/change-request-queries';
import { ChangeRequestPage } from '@/features/change-requests/components/change-request-page';
import { contentQueries } from '@/features/spaces/api/content-queries';

export const Route = createFileRoute(
  '/_app/orgs/$orgId/spaces/$spaceId_/change-requests/$changeRequestId',
)({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      const request = await context.queryClient.ensureQueryData(
        changeRequestQueries.detail(params.spaceId, params.changeRequestId),
      );
      return { crumb: `#${request.number}` };
    }),
  notFoundComponent: ChangeRequestNotFound,
  component: ChangeRequestRoute,
});

function ChangeRequestRoute() {
  const { orgId, spaceId, changeRequestId } = Route.useParams();
  const { data: space } = useSuspenseQuery(contentQueries.space(spaceId));
  return (
    <ChangeRequestPage
      key={`${spaceId}/${changeRequestId}`}
      orgId={orgId}
      spaceId={spaceId}
      changeRequestId={changeRequestId}
      spaceTitle={space.title}
    />
  );
}

function ChangeRequestNotFound() {
  const { changeRequestId } = Route.useParams();
  return <NotFound message={`No change request matches “${changeRequestId}” in this space.`} />;
}
