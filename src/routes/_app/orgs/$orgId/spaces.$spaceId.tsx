import { createFileRoute } from '@tanstack/react-router';
import { loadCrumb } from '@/lib/route-loading';
import { useAdminOrganizations } from '@/features/organizations/api/organization-queries';
import { contentQueries, type ContentLinkStatus } from '@/features/spaces/api/content-queries';
import { SpacePage } from '@/features/spaces/components/space-page';
import { useSearchWriter } from '@/lib/search-history';
import { notFoundFor } from '@/routes/-shared/not-found';

const linkStatuses: readonly ContentLinkStatus[] = ['ok', 'broken', 'in-app'];

const SpaceNotFound = notFoundFor(
  (): string => `No space matches “${Route.useParams().spaceId}”. It may have been deleted.`,
);

export const Route = createFileRoute('/_app/orgs/$orgId/spaces/$spaceId')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { tab?: 'links'; status?: ContentLinkStatus } => {
    const status = linkStatuses.find((value) => value === search.status);
    return search.tab === 'links' ? { tab: 'links', ...(status ? { status } : {}) } : {};
  },
  loader: ({ context, params }) =>
    loadCrumb(context, [contentQueries.space(params.spaceId)], (space) => space.title),
  notFoundComponent: SpaceNotFound,
  component: SpaceRoute,
});

function SpaceRoute() {
  const { orgId, spaceId } = Route.useParams();
  const search = Route.useSearch();
  const writeSearch = useSearchWriter();
  // Transfer offers the organizations where the caller is an admin.
  const adminOrganizations = useAdminOrganizations();
  return (
    <SpacePage
      key={spaceId}
      orgId={orgId}
      spaceId={spaceId}
      tab={search.tab ?? 'overview'}
      linkStatus={search.status}
      onLinkStatusChange={(status) => writeSearch({ tab: 'links', ...(status ? { status } : {}) })}
      organizations={adminOrganizations}
    />
  );
}
