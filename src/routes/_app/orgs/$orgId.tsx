import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { isApiError } from '@/lib/api-error';

export const Route = createFileRoute('/_app/orgs/$orgId')({
  loader: async ({ context, params }) => {
    try {
      const org = await context.queryClient.ensureQueryData(
        organizationQueries.detail(params.orgId),
      );
      return { crumb: org.title };
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: OrganizationNotFound,
  component: Outlet,
});

function OrganizationNotFound() {
  const { orgId } = Route.useParams();
  return (
    <NotFound message={`No organization matches “${orgId}”, or you are not a member of it.`} />
  );
}
