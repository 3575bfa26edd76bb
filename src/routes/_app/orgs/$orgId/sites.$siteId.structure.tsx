import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { orNotFound } from '@/lib/route-loading';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { siteQueries } from '@/features/sites/api/site-queries';
import { SiteStructurePage } from '@/features/sites/components/site-structure-page';
import { contentQueries } from '@/features/spaces/api/content-queries';

export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId/structure')({
  staticData: { crumb: 'Structure' },
  loader: ({ context, params }) =>
    orNotFound(() =>
      Promise.all([
        context.queryClient.ensureQueryData(siteQueries.structure(params.orgId, params.siteId)),
        context.queryClient.ensureQueryData(contentQueries.spaces(params.orgId)),
      ]),
    ),
  component: SiteStructureRoute,
});

function SiteStructureRoute() {
  const { orgId, siteId } = Route.useParams();
  const { data: org } = useSuspenseQuery(organizationQueries.detail(orgId));
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return (
    <SiteStructurePage
      orgId={orgId}
      siteId={siteId}
      canManage={org.permissions.admin}
      spaces={spaces.map((space) => ({ id: space.id, title: space.title, emoji: space.emoji }))}
    />
  );
}
