import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { RecentlyDeleted } from '@/features/spaces/components/recently-deleted';

export const Route = createFileRoute('/_app/orgs/$orgId/content/deleted')({
  staticData: { crumb: 'Recently deleted' },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(contentQueries.deleted(params.orgId)),
  component: DeletedPage,
});

function DeletedPage() {
  const { orgId } = Route.useParams();
  return <RecentlyDeleted orgId={orgId} />;
}
