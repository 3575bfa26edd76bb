import { createFileRoute } from '@tanstack/react-router';
import { SiteSearchAndAsk } from '@/features/sites/components/site-search-and-ask';

export const Route = createFileRoute('/_app/orgs/$orgId/sites/$siteId/search')({
  staticData: { crumb: 'Search and Ask' },
  component: SiteSearchRoute,
});

function SiteSearchRoute() {
  const { orgId, siteId } = Route.useParams();
  return <SiteSearchAndAsk orgId={orgId} siteId={siteId} />;
}
