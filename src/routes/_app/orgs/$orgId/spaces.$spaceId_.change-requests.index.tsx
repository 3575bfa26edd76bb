import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { changeRequestQueries } from '@/features/change-requests/api/change-request-queries';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { ChangeRequestListRoute } from '@/routes/-shared/change-request-list';
import { changeRequestListSearch } from '@/routes/-shared/change-request-list-search';

export const Route = createFileRoute('/_app/orgs/$orgId/spaces/$spaceId_/change-requests/')({
  ...changeRequestListSearch,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureInfiniteQueryData(
      changeRequestQueries.list({ kind: 'space', spaceId: params.spaceId }, deps),
    ),
  component: SpaceChangeRequestsPage,
});

function SpaceChangeRequestsPage() {
  const { orgId, spaceId } = Route.useParams();
  const { data: space } = useSuspenseQuery(contentQueries.space(spaceId));
  return (
    <ChangeRequestListRoute
      orgId={orgId}
      scope={{ kind: 'space', spaceId }}
      title={`Change requests in ${space.title}`}
      description="Proposed edits to this space, by status."
      spaces={space.permissions.edit ? [{ id: space.id, title: space.title }] : []}
      spaceTitles={new Map([[space.id, space.title]])}
    />
  );
}
