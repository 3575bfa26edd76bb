import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { siteQueries } from '@/features/sites/api/site-queries';
import { SitePreview } from '@/features/sites/components/site-preview';

// What visitors get; the site itself was loaded by the layout.
export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId/preview')({
  staticData: { crumb: 'Preview' },
  component: SitePreviewRoute,
});

function SitePreviewRoute() {
  const { orgId, siteId } = Route.useParams();
  const { data: site } = useSuspenseQuery(siteQueries.detail(orgId, siteId));
  return <SitePreview orgId={orgId} site={site} />;
}
