import { createFileRoute } from '@tanstack/react-router';
import { listSpaceLinksQueryRules } from '@/api/query-rules.gen';
import { contractSearch } from '@/lib/contract-search';
import { loadCrumb } from '@/lib/route-loading';
import { useAdminOrganizations } from '@/features/organizations/api/organization-queries';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { SpacePage } from '@/features/spaces/components/space-page';
import { useSearchWriter } from '@/lib/search-history';
import { notFoundFor } from '@/routes/-shared/not-found';

/** The links tab's filter: the links operation's `status`, checked as the contract says. */
const linkSearch = contractSearch<'/v1/spaces/{spaceId}/links', 'status'>(
  listSpaceLinksQueryRules,
  ['status'],
);

const SpaceNotFound = notFoundFor(
  (): string => `No space matches “${Route.useParams().spaceId}”. It may have been deleted.`,
);

export const Route = createFileRoute('/_app/orgs/$orgId/spaces/$spaceId')({
  // The tab is the screen's own; its filter is the operation's.
  validateSearch: (
    search: Record<string, unknown>,
  ): { tab?: 'links' } & ReturnType<typeof linkSearch> =>
    search.tab === 'links' ? { tab: 'links', ...linkSearch(search) } : {},
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
