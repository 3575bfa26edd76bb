import { Outlet, createFileRoute } from '@tanstack/react-router';
import { loadCrumb } from '@/lib/route-loading';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { notFoundFor } from '@/routes/-shared/not-found';

const SpaceNotFound = notFoundFor(
  (): string => `No space matches “${Route.useParams().spaceId}”. It may have been deleted.`,
);

// Not nested in the space page (`$spaceId_`): that page is a leaf with its own tabs.
export const Route = createFileRoute('/_app/orgs/$orgId/spaces/$spaceId_/change-requests')({
  loader: ({ context, params }) =>
    loadCrumb(
      context,
      [contentQueries.space(params.spaceId)],
      (space) => `${space.title}: change requests`,
    ),
  notFoundComponent: SpaceNotFound,
  component: Outlet,
});
