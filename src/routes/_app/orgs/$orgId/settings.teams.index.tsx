import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { memberQueries } from '@/features/people/api/member-queries';
import { teamListFilters, teamQueries } from '@/features/people/api/team-queries';
import { RestrictedPage } from '@/components/ui/restricted-page';
import { TeamsScreen } from '@/features/people/components/teams-screen';
import { validateTeamSearch } from '@/features/people/people-search';
import { useSearchWriter } from '@/lib/search-history';

export const Route = createFileRoute('/_app/orgs/$orgId/settings/teams/')({
  validateSearch: validateTeamSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, cause }) => {
    const { queryClient } = context;
    const org = await queryClient.ensureQueryData(organizationQueries.detail(params.orgId));
    if (!org.permissions.listTeams) return;
    // Someone who is not an admin sees the teams they own, when they own any.
    let owner: string | undefined;
    if (!org.permissions.admin) {
      const me = await queryClient.ensureQueryData(memberQueries.me());
      const managed = teamQueries.list(params.orgId, { owner: me.id });
      if ((await queryClient.ensureInfiniteQueryData(managed)).pages[0]?.count) owner = me.id;
    }
    const load = queryClient.ensureInfiniteQueryData(
      teamQueries.list(params.orgId, teamListFilters(deps.search, owner)),
    );
    // A new search keeps the current list on screen until its own arrives.
    if (cause === 'stay') void load.catch(() => undefined);
    else await load;
  },
  component: TeamsPage,
});

function TeamsPage() {
  const { orgId } = Route.useParams();
  const { search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const writeSearch = useSearchWriter();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  if (!org.permissions.listTeams)
    return (
      <RestrictedPage title="Teams">
        Guests cannot see the teams of {org.title}. Ask an admin for a role.
      </RestrictedPage>
    );
  return (
    <TeamsScreen
      key={orgId}
      orgId={orgId}
      isAdmin={org.permissions.admin}
      search={search ?? ''}
      onSearch={(next) => writeSearch(next ? { search: next } : {})}
      onOpenTeam={(teamId) =>
        void navigate({ to: '/orgs/$orgId/settings/teams/$teamId', params: { orgId, teamId } })
      }
    />
  );
}
