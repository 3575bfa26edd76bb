import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { openapiQueries } from '@/features/openapi/api/openapi-queries';
import { SpecsList } from '@/features/openapi/components/specs-list';
import { organizationQueries } from '@/features/organizations/api/organization-queries';

export const Route = createFileRoute('/_app/orgs/$orgId/openapi/')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(openapiQueries.list(params.orgId)),
      context.queryClient.ensureQueryData(organizationQueries.detail(params.orgId)),
    ]),
  component: SpecsPage,
});

function SpecsPage() {
  const { orgId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  return (
    <SpecsList
      key={orgId}
      orgId={orgId}
      canManage={org.permissions.admin}
      onAdded={(specSlug) =>
        void navigate({ to: '/orgs/$orgId/openapi/$specSlug', params: { orgId, specSlug } })
      }
    />
  );
}
