import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { siteQueries } from '@/features/sites/api/site-queries';
import { validateSiteListSearch } from '@/features/sites/site-list-search';
import { SitesList } from '@/features/sites/components/sites-list';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { useNavigateTo } from '@/lib/navigate-to';
import { ensureAll } from '@/lib/route-loading';
import { useOrgAdmin } from '@/routes/-shared/organization';
import { useSearchWriter } from '@/lib/search-history';

export const Route = createFileRoute('/_app/orgs/$orgId/sites/')({
  staticData: {
    crumb: 'Sites',
    nav: { group: 'publishing', order: 1, label: 'Sites', shortcut: 's' },
  },
  validateSearch: validateSiteListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params: { orgId }, deps }) =>
    ensureAll(context, [
      siteQueries.list(orgId, deps),
      contentQueries.spaces(orgId),
      organizationQueries.detail(orgId),
    ]),
  component: SitesPage,
});

function SitesPage() {
  const { orgId } = Route.useParams();
  const filters = Route.useSearch();
  const writeSearch = useSearchWriter();
  const canCreate = useOrgAdmin(orgId);
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  const onCreated = useNavigateTo((siteId: string) => ({
    to: '/orgs/$orgId/sites/$siteId',
    params: { orgId, siteId },
  }));
  return (
    <SitesList
      key={orgId}
      {...{ orgId, filters, canCreate, onCreated }}
      onFiltersChange={writeSearch}
      spaces={spaces.map((space) => ({ id: space.id, title: space.title }))}
    />
  );
}
