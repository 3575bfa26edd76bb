import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { orNotFound } from '@/lib/route-loading';
import { useAdminOrganizations } from '@/features/organizations/api/organization-queries';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { CollectionPage } from '@/features/spaces/components/collection-page';

export const Route = createFileRoute('/_app/orgs/$orgId/collections/$collectionId')({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      const [collection] = await Promise.all([
        context.queryClient.ensureQueryData(contentQueries.collection(params.collectionId)),
        context.queryClient.ensureQueryData(contentQueries.collectionSpaces(params.collectionId)),
      ]);
      return { crumb: collection.title };
    }),
  notFoundComponent: CollectionNotFound,
  component: CollectionRoute,
});

function CollectionRoute() {
  const { collectionId } = Route.useParams();
  // Transfer offers the organizations where the caller is an admin.
  const adminOrganizations = useAdminOrganizations();
  return (
    <CollectionPage
      key={collectionId}
      collectionId={collectionId}
      organizations={adminOrganizations}
    />
  );
}

function CollectionNotFound() {
  const { collectionId } = Route.useParams();
  return (
    <NotFound message={`No collection matches “${collectionId}”. It may have been deleted.`} />
  );
}
