import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { changeRequestQueries } from '@/features/change-requests/api/change-request-queries';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { ChangeRequestListRoute } from '@/routes/-shared/change-request-list';
import { changeRequestListSearch } from '@/routes/-shared/change-request-list-search';

export const Route = createFileRoute('/_app/orgs/$orgId/change-requests')({
  staticData: {
    crumb: 'Change requests',
    nav: { group: 'content', order: 2, label: 'Change requests', shortcut: 'r' },
  },
  ...changeRequestListSearch,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureInfiniteQueryData(
      changeRequestQueries.list({ kind: 'organization', orgId: params.orgId }, deps),
    ),
  component: ChangeRequestInboxPage,
});

function ChangeRequestInboxPage() {
  const { orgId } = Route.useParams();
  // Spaces name where each request lives and where a new one can be opened.
  const spaces = useQuery(contentQueries.spaces(orgId));
  const spaceTitles = new Map((spaces.data ?? []).map((space) => [space.id, space.title]));
  return (
    <ChangeRequestListRoute
      orgId={orgId}
      scope={{ kind: 'organization', orgId }}
      title="Change requests"
      description="Every change request of the organization’s spaces."
      spaces={(spaces.data ?? [])
        .filter((space) => space.permissions.edit)
        .map((space) => ({ id: space.id, title: space.title }))}
      spaceTitles={spaceTitles}
    />
  );
}
