import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { orNotFound } from '@/lib/route-loading';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { siteQueries } from '@/features/sites/api/site-queries';
import { VisitorSchemaEditor } from '@/features/sites/components/visitor-schema-editor';

// Audience: the visitor schema that adaptive content reads, and its template conditions.
export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId/audience')({
  staticData: { crumb: 'Audience' },
  loader: ({ context, params }) =>
    orNotFound(() =>
      Promise.all([
        context.queryClient.ensureQueryData(
          siteQueries.adaptiveSchema(params.orgId, params.siteId),
        ),
        context.queryClient.ensureQueryData(
          siteQueries.templateConditions(params.orgId, params.siteId),
        ),
      ]),
    ),
  component: SiteAudienceRoute,
});

function SiteAudienceRoute() {
  const { orgId, siteId } = Route.useParams();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  return <VisitorSchemaEditor orgId={orgId} siteId={siteId} canManage={org.permissions.admin} />;
}
