import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { openapiQueries } from '@/features/openapi/api/openapi-queries';
import { SpecPage } from '@/features/openapi/components/spec-page';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { orNotFound } from '@/lib/route-loading';

export const Route = createFileRoute('/_app/orgs/$orgId/openapi/$specSlug')({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      const [spec] = await Promise.all([
        context.queryClient.ensureQueryData(openapiQueries.detail(params.orgId, params.specSlug)),
        context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId)),
      ]);
      return { crumb: spec.slug };
    }),
  notFoundComponent: SpecNotFound,
  component: SpecRoute,
});

function SpecRoute() {
  const { orgId, specSlug } = Route.useParams();
  const navigate = Route.useNavigate();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  return (
    <SpecPage
      key={specSlug}
      orgId={orgId}
      slug={specSlug}
      canManage={org.permissions.admin}
      onDeleted={() => void navigate({ to: '/orgs/$orgId/openapi', params: { orgId } })}
    />
  );
}

function SpecNotFound() {
  const { specSlug } = Route.useParams();
  return (
    <NotFound message={`No specification has the slug “${specSlug}”. It may have been deleted.`} />
  );
}
