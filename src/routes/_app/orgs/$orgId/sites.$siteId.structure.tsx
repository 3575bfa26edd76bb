import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadAll } from '@/lib/route-loading';
import { siteQueries } from '@/features/sites/api/site-queries';
import { SiteStructurePage } from '@/features/sites/components/site-structure-page';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { useOrgAdmin } from '@/routes/-shared/organization';

export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId/structure')({
  staticData: { crumb: 'Structure' },
  loader: ({ context, params: { orgId, siteId } }) =>
    loadAll(context, [siteQueries.structure(orgId, siteId), contentQueries.spaces(orgId)]),
  component: SiteStructureRoute,
});

function SiteStructureRoute() {
  const { orgId, siteId } = Route.useParams();
  const canManage = useOrgAdmin(orgId);
  const { data } = useSuspenseQuery(contentQueries.spaces(orgId));
  const spaces = data.map((space) => ({ id: space.id, title: space.title, emoji: space.emoji }));
  return <SiteStructurePage {...{ orgId, siteId, canManage, spaces }} />;
}
