import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { orNotFound } from '@/lib/route-loading';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { teamQueries } from '@/features/people/api/team-queries';
import { TeamPage } from '@/features/people/components/team-page';

export const Route = createFileRoute('/_app/orgs/$orgId/settings/teams/$teamId')({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      const [team] = await Promise.all([
        context.queryClient.ensureQueryData(teamQueries.detail(params.orgId, params.teamId)),
        context.queryClient.ensureQueryData(teamQueries.members(params.orgId, params.teamId)),
        context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId)),
      ]);
      return { crumb: team.title };
    }),
  notFoundComponent: TeamNotFound,
  component: TeamRoute,
});

function TeamRoute() {
  const { orgId, teamId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  return (
    <TeamPage
      key={teamId}
      orgId={orgId}
      teamId={teamId}
      isAdmin={org.permissions.admin}
      onDeleted={() => void navigate({ to: '/orgs/$orgId/settings/teams', params: { orgId } })}
    />
  );
}

function TeamNotFound() {
  const { teamId } = Route.useParams();
  return <NotFound message={`No team matches “${teamId}”. It may have been deleted.`} />;
}
