import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { orNotFound } from '@/lib/route-loading';
import { organizationQueries } from '@/features/organizations/api/organization-queries';

export const Route = createFileRoute('/_app/orgs/$orgId')({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      const org = await context.queryClient.ensureQueryData(
        organizationQueries.detail(params.orgId),
      );
      return { crumb: org.title };
    }),
  notFoundComponent: OrganizationNotFound,
  component: Outlet,
});

function OrganizationNotFound() {
  const { orgId } = Route.useParams();
  return (
    <NotFound message={`No organization matches “${orgId}”, or you are not a member of it.`} />
  );
}
