import { createFileRoute } from '@tanstack/react-router';
import { loadAll } from '@/lib/route-loading';
import { siteQueries } from '@/features/sites/api/site-queries';
import { VisitorSchemaEditor } from '@/features/sites/components/visitor-schema-editor';
import { useOrgAdmin } from '@/routes/-shared/organization';

// Audience: the visitor schema that adaptive content reads, and its template conditions.
export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId/audience')({
  staticData: { crumb: 'Audience' },
  loader: ({ context, params: { orgId, siteId } }) =>
    loadAll(context, [
      siteQueries.adaptiveSchema(orgId, siteId),
      siteQueries.templateConditions(orgId, siteId),
    ]),
  component: SiteAudienceRoute,
});

function SiteAudienceRoute() {
  const { orgId, siteId } = Route.useParams();
  const canManage = useOrgAdmin(orgId);
  return <VisitorSchemaEditor orgId={orgId} siteId={siteId} canManage={canManage} />;
}
