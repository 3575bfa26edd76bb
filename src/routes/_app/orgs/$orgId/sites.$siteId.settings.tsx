import { createFileRoute } from '@tanstack/react-router';
import { useNavigateTo } from '@/lib/navigate-to';
import { loadAll } from '@/lib/route-loading';
import { siteQueries } from '@/features/sites/api/site-queries';
import { SiteSettingsPage } from '@/features/sites/components/site-settings-page';
import { useOrgAdmin } from '@/routes/-shared/organization';

export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId/settings')({
  staticData: { crumb: 'Settings' },
  loader: ({ context, params }) =>
    loadAll(context, [siteQueries.structure(params.orgId, params.siteId)]),
  component: SiteSettingsRoute,
});

function SiteSettingsRoute() {
  const { orgId, siteId } = Route.useParams();
  const canManage = useOrgAdmin(orgId);
  const onDeleted = useNavigateTo({ to: '/orgs/$orgId/sites', params: { orgId } });
  return <SiteSettingsPage {...{ orgId, siteId, canManage, onDeleted }} />;
}
