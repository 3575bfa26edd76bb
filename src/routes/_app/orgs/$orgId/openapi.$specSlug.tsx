import { createFileRoute } from '@tanstack/react-router';
import { openapiQueries } from '@/features/openapi/api/openapi-queries';
import { SpecPage } from '@/features/openapi/components/spec-page';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { useNavigateTo } from '@/lib/navigate-to';
import { loadCrumb } from '@/lib/route-loading';
import { notFoundFor } from '@/routes/-shared/not-found';
import { useOrgAdmin } from '@/routes/-shared/organization';

const SpecNotFound = notFoundFor(
  (): string =>
    `No specification has the slug “${Route.useParams().specSlug}”. It may have been deleted.`,
);

export const Route = createFileRoute('/_app/orgs/$orgId/openapi/$specSlug')({
  loader: ({ context, params: { orgId, specSlug } }) =>
    loadCrumb(
      context,
      [openapiQueries.detail(orgId, specSlug), organizationQueries.detail(orgId)],
      (spec) => spec.slug,
    ),
  notFoundComponent: SpecNotFound,
  component: SpecRoute,
});

function SpecRoute() {
  const { orgId, specSlug } = Route.useParams();
  const canManage = useOrgAdmin(orgId);
  const onDeleted = useNavigateTo({ to: '/orgs/$orgId/openapi', params: { orgId } });
  return <SpecPage key={specSlug} slug={specSlug} {...{ orgId, canManage, onDeleted }} />;
}
