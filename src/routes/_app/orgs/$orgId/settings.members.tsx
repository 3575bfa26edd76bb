import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { memberQueries } from '@/features/people/api/member-queries';
import { MembersScreen } from '@/features/people/components/members-screen';
import { RestrictedPage } from '@/components/ui/restricted-page';
import { validateMemberSearch } from '@/features/people/people-search';
import { useSearchWriter } from '@/lib/search-history';

export const Route = createFileRoute('/_app/orgs/$orgId/settings/members')({
  staticData: {
    crumb: 'Members',
    nav: { group: 'settings', order: 1, label: 'Members', shortcut: 'p', needs: 'listMembers' },
  },
  validateSearch: validateMemberSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, cause }) => {
    const org = await context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId));
    if (!org.permissions.listMembers) return;
    const load = context.queryClient.ensureInfiniteQueryData(
      memberQueries.list(params.orgId, deps),
    );
    // A new search keeps the current rows on screen until its own arrive.
    if (cause === 'stay') void load.catch(() => undefined);
    else await load;
  },
  component: MembersPage,
});

function MembersPage() {
  const { orgId } = Route.useParams();
  const filters = Route.useSearch();
  const writeSearch = useSearchWriter();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  if (!org.permissions.listMembers)
    return (
      <RestrictedPage title="Members">
        Guests cannot see who else is in {org.title}. Ask an admin for a role.
      </RestrictedPage>
    );
  return (
    <MembersScreen
      key={orgId}
      orgId={orgId}
      filters={filters}
      onFiltersChange={(change) =>
        writeSearch((current) => validateMemberSearch({ ...current, ...change }))
      }
      manage={org.permissions.admin ? { orgId, orgTitle: org.title } : undefined}
    />
  );
}
