import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { orNotFound } from '@/lib/route-loading';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { siteQueries } from '@/features/sites/api/site-queries';
import { SiteSettingsPage } from '@/features/sites/components/site-settings-page';

export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId/settings')({
  staticData: { crumb: 'Settings' },
  loader: ({ context, params }) =>
    orNotFound(() =>
      context.queryClient.ensureQueryData(siteQueries.structure(params.orgId, params.siteId)),
    ),
  component: SiteSettingsRoute,
});

function SiteSettingsRoute() {
  const { orgId, siteId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  return (
    <SiteSettingsPage
      orgId={orgId}
      siteId={siteId}
      canManage={org.permissions.admin}
      onDeleted={() => void navigate({ to: '/orgs/$orgId/sites', params: { orgId } })}
    />
  );
}
