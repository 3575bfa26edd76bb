import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { siteQueries, type SiteListFilters } from '@/features/sites/api/site-queries';
import { SitesList } from '@/features/sites/components/sites-list';
import { contentQueries } from '@/features/spaces/api/content-queries';

export const Route = createFileRoute('/_app/orgs/$orgId/sites/')({
  staticData: { crumb: 'Sites' },
  validateSearch: (search: Record<string, unknown>): SiteListFilters => {
    const filters: SiteListFilters = {};
    if (typeof search.title === 'string' && search.title.trim() !== '')
      filters.title = search.title.trim().slice(0, 100);
    // The router parses `?published=true` into a boolean; a hand-typed string works too.
    if (search.published === true || search.published === 'true') filters.published = true;
    if (search.published === false || search.published === 'false') filters.published = false;
    if (typeof search.space === 'string' && search.space !== '')
      filters.space = search.space.slice(0, 255);
    return filters;
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(siteQueries.list(params.orgId, deps)),
      context.queryClient.ensureQueryData(contentQueries.spaces(params.orgId)),
      context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId)),
    ]),
  component: SitesPage,
});

function SitesPage() {
  const { orgId } = Route.useParams();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return (
    <SitesList
      key={orgId}
      orgId={orgId}
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: next, replace: true })}
      spaces={spaces.map((space) => ({ id: space.id, title: space.title }))}
      canCreate={org.permissions.admin}
      onCreated={(siteId) =>
        void navigate({ to: '/orgs/$orgId/sites/$siteId', params: { orgId, siteId } })
      }
    />
  );
}
