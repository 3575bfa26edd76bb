import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { isApiError } from '@/lib/api-error';

// Not nested in the space page (`$spaceId_`): that page is a leaf with its own tabs.
export const Route = createFileRoute('/_app/orgs/$orgId/spaces/$spaceId_/change-requests')({
  loader: async ({ context, params }) => {
    try {
      const space = await context.queryClient.ensureQueryData(contentQueries.space(params.spaceId));
      return { crumb: `${space.title}: change requests`, spaceTitle: space.title };
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: SpaceNotFound,
  component: Outlet,
});

function SpaceNotFound() {
  const { spaceId } = Route.useParams();
  return <NotFound message={`No space matches “${spaceId}”. It may have been deleted.`} />;
}
