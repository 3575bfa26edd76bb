import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { changeRequestQueries } from '@/features/change-requests/api/change-request-queries';
import { ChangeRequestList } from '@/features/change-requests/components/change-request-list';
import { validateListSearch } from '@/features/change-requests/list-search';
import { currentUserQuery } from '@/features/session/api/current-user';
import { contentQueries } from '@/features/spaces/api/content-queries';

export const Route = createFileRoute('/_app/orgs/$orgId/spaces/$spaceId_/change-requests/')({
  validateSearch: validateListSearch,
  // A route's search also carries the raw URL's keys; the list takes only what validation kept.
  loaderDeps: ({ search }) => validateListSearch(search),
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureInfiniteQueryData(
      changeRequestQueries.list({ kind: 'space', spaceId: params.spaceId }, deps),
    ),
  component: SpaceChangeRequestsPage,
});

function SpaceChangeRequestsPage() {
  const { orgId, spaceId } = Route.useParams();
  const search = Route.useSearch({ select: validateListSearch });
  const navigate = Route.useNavigate();
  // Whose review "Waiting for my review" looks for.
  const viewer = useQuery(currentUserQuery);
  const { data: space } = useSuspenseQuery(contentQueries.space(spaceId));
  return (
    <ChangeRequestList
      orgId={orgId}
      scope={{ kind: 'space', spaceId }}
      title={`Change requests in ${space.title}`}
      description="Proposed edits to this space, by status."
      search={search}
      viewerId={viewer.data?.id}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      spaces={space.permissions.edit ? [{ id: space.id, title: space.title }] : []}
      spaceTitles={new Map([[space.id, space.title]])}
    />
  );
}
