import { createFileRoute } from '@tanstack/react-router';
import { searchOrganizationContentQueryRules } from '@/api/query-rules.gen';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { OrganizationSearch } from '@/features/organizations/components/organization-search';
import { contractSearch } from '@/lib/contract-search';

export const Route = createFileRoute('/_app/orgs/$orgId/search')({
  staticData: {
    crumb: 'Search',
    nav: { group: 'organization', order: 2, label: 'Search', shortcut: 'f' },
  },
  validateSearch: contractSearch<'/v1/orgs/{organizationId}/search', 'query'>(
    searchOrganizationContentQueryRules,
    ['query'],
  ),
  loaderDeps: ({ search }) => ({ query: search.query ?? '' }),
  loader: async ({ context, params, deps }) => {
    if (deps.query) {
      await context.queryClient.ensureInfiniteQueryData(
        organizationQueries.search(params.orgId, deps.query),
      );
    }
  },
  component: SearchPage,
});

function SearchPage() {
  const { orgId } = Route.useParams();
  const { query } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrganizationSearch
      orgId={orgId}
      query={query ?? ''}
      onSearch={(next) => void navigate({ search: next ? { query: next } : {} })}
    />
  );
}
