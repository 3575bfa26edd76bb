import { createFileRoute } from '@tanstack/react-router';
import { openapiQueries } from '@/features/openapi/api/openapi-queries';
import { SpecsList } from '@/features/openapi/components/specs-list';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { useNavigateTo } from '@/lib/navigate-to';
import { ensureAll } from '@/lib/route-loading';
import { useOrgAdmin } from '@/routes/-shared/organization';

export const Route = createFileRoute('/_app/orgs/$orgId/openapi/')({
  loader: ({ context, params }) =>
    ensureAll(context, [
      openapiQueries.list(params.orgId),
      organizationQueries.detail(params.orgId),
    ]),
  component: SpecsPage,
});

function SpecsPage() {
  const { orgId } = Route.useParams();
  const canManage = useOrgAdmin(orgId);
  const onAdded = useNavigateTo((specSlug: string) => ({
    to: '/orgs/$orgId/openapi/$specSlug',
    params: { orgId, specSlug },
  }));
  return <SpecsList key={orgId} {...{ orgId, canManage, onAdded }} />;
}
