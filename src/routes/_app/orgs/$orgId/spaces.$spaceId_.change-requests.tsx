import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { orNotFound } from '@/lib/route-loading';
import { contentQueries } from '@/features/spaces/api/content-queries';

// Not nested in the space page (`$spaceId_`): that page is a leaf with its own tabs.
export const Route = createFileRoute('/_app/orgs/$orgId/spaces/$spaceId_/change-requests')({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      const space = await context.queryClient.ensureQueryData(contentQueries.space(params.spaceId));
      return { crumb: `${space.title}: change requests`, spaceTitle: space.title };
    }),
  notFoundComponent: SpaceNotFound,
  component: Outlet,
});

function SpaceNotFound() {
  const { spaceId } = Route.useParams();
  return <NotFound message={`No space matches “${spaceId}”. It may have been deleted.`} />;
}
