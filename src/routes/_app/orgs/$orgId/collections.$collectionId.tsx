import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { useAdminOrganizations } from '@/features/organizations/api/organization-queries';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { CollectionPage } from '@/features/spaces/components/collection-page';
import { isApiError } from '@/lib/api-error';

export const Route = createFileRoute('/_app/orgs/$orgId/collections/$collectionId')({
  loader: async ({ context, params }) => {
    try {
      const [collection] = await Promise.all([
        context.queryClient.ensureQueryData(contentQueries.collection(params.collectionId)),
        context.queryClient.ensureQueryData(contentQueries.collectionSpaces(params.collectionId)),
      ]);
      return { crumb: collection.title };
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
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
