import { createFileRoute } from '@tanstack/react-router';
import {
  organizationQueries,
  searchQueryMaxLength,
} from '@/features/organizations/api/organization-queries';
import { OrganizationSearch } from '@/features/organizations/components/organization-search';

export const Route = createFileRoute('/_app/orgs/$orgId/search')({
  staticData: { crumb: 'Search' },
  validateSearch: (search: Record<string, unknown>): { query?: string } => {
    const query =
      typeof search.query === 'string' ? search.query.trim().slice(0, searchQueryMaxLength) : '';
    return query ? { query } : {};
  },
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
