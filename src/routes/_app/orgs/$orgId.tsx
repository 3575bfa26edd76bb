import { useQuery } from '@tanstack/react-query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { loadCrumb } from '@/lib/route-loading';

export const Route = createFileRoute('/_app/orgs/$orgId')({
  loader: ({ context, params }) =>
    loadCrumb(context, [organizationQueries.detail(params.orgId)], (org) => org.title),
  notFoundComponent: OrganizationNotFound,
  component: Outlet,
});

/**
 * Both "no such organization" (its loader's 404) and "no such page in it" (an address no
 * child route matches) land here; the organization in the cache tells which.
 */
function OrganizationNotFound() {
  const { orgId } = Route.useParams();
  const { data: org } = useQuery({ ...organizationQueries.detail(orgId), enabled: false });
  if (org)
    return (
      <NotFound
        message={`There is no page at this address in ${org.title}. Use the navigation above to find what you were looking for.`}
      />
    );
  return (
    <NotFound message={`No organization matches “${orgId}”, or you are not a member of it.`} />
  );
}
