import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { changeRequestQueries } from '@/features/change-requests/api/change-request-queries';
import { ChangeRequestList } from '@/features/change-requests/components/change-request-list';
import { validateListSearch } from '@/features/change-requests/list-search';
import { currentUserQuery } from '@/features/session/api/current-user';
import { contentQueries } from '@/features/spaces/api/content-queries';

export const Route = createFileRoute('/_app/orgs/$orgId/change-requests')({
  staticData: { crumb: 'Change requests' },
  validateSearch: validateListSearch,
  // A route's search also carries the raw URL's keys; the list takes only what validation kept.
  loaderDeps: ({ search }) => validateListSearch(search),
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureInfiniteQueryData(
      changeRequestQueries.list({ kind: 'organization', orgId: params.orgId }, deps),
    ),
  component: ChangeRequestInboxPage,
});

function ChangeRequestInboxPage() {
  const { orgId } = Route.useParams();
  const search = Route.useSearch({ select: validateListSearch });
  const navigate = Route.useNavigate();
  // Whose review "Waiting for my review" looks for.
  const viewer = useQuery(currentUserQuery);
  // Spaces name where each request lives and where a new one can be opened.
  const spaces = useQuery(contentQueries.spaces(orgId));
  const spaceTitles = new Map((spaces.data ?? []).map((space) => [space.id, space.title]));
  return (
    <ChangeRequestList
      orgId={orgId}
      scope={{ kind: 'organization', orgId }}
      title="Change requests"
      description="Every change request of the organization’s spaces."
      search={search}
      viewerId={viewer.data?.id}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      spaces={(spaces.data ?? [])
        .filter((space) => space.permissions.edit)
        .map((space) => ({ id: space.id, title: space.title }))}
      spaceTitles={spaceTitles}
    />
  );
}
