import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { teamQueries } from '@/features/people/api/team-queries';
import { TeamPage } from '@/features/people/components/team-page';
import { useNavigateTo } from '@/lib/navigate-to';
import { loadCrumb } from '@/lib/route-loading';
import { notFoundFor } from '@/routes/-shared/not-found';
import { useOrgAdmin } from '@/routes/-shared/organization';

const TeamNotFound = notFoundFor(
  (): string => `No team matches “${Route.useParams().teamId}”. It may have been deleted.`,
);

export const Route = createFileRoute('/_app/orgs/$orgId/settings/teams/$teamId')({
  loader: ({ context, params: { orgId, teamId } }) =>
    loadCrumb(
      context,
      [
        teamQueries.detail(orgId, teamId),
        teamQueries.members(orgId, teamId),
        organizationQueries.detail(orgId),
      ],
      (team) => team.title,
    ),
  notFoundComponent: TeamNotFound,
  component: TeamRoute,
});

function TeamRoute() {
  const { orgId, teamId } = Route.useParams();
  const isAdmin = useOrgAdmin(orgId);
  const onDeleted = useNavigateTo({ to: '/orgs/$orgId/settings/teams', params: { orgId } });
  return <TeamPage key={teamId} {...{ orgId, teamId, isAdmin, onDeleted }} />;
}
