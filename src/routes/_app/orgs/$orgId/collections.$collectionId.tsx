import { createFileRoute } from '@tanstack/react-router';
import { loadCrumb } from '@/lib/route-loading';
import { useAdminOrganizations } from '@/features/organizations/api/organization-queries';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { CollectionPage } from '@/features/spaces/components/collection-page';
import { notFoundFor } from '@/routes/-shared/not-found';

const CollectionNotFound = notFoundFor(
  (): string =>
    `No collection matches “${Route.useParams().collectionId}”. It may have been deleted.`,
);

export const Route = createFileRoute('/_app/orgs/$orgId/collections/$collectionId')({
  loader: ({ context, params: { collectionId } }) =>
    loadCrumb(
      context,
      [contentQueries.collection(collectionId), contentQueries.collectionSpaces(collectionId)],
      (collection) => collection.title,
    ),
  notFoundComponent: CollectionNotFound,
  component: CollectionRoute,
});

function CollectionRoute() {
  const { collectionId } = Route.useParams();
  // Transfer offers the organizations where the caller is an admin.
  const organizations = useAdminOrganizations();
  return <CollectionPage key={collectionId} {...{ collectionId, organizations }} />;
}
