import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { importQueries } from '@/features/imports/api/import-queries';
import { ImportsPage } from '@/features/imports/components/imports-page';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { ensureAll } from '@/lib/route-loading';

export const Route = createFileRoute('/_app/orgs/$orgId/imports/')({
  loader: ({ context, params }) =>
    ensureAll(context, [importQueries.list(params.orgId), contentQueries.spaces(params.orgId)]),
  component: ImportsRoute,
});

function ImportsRoute() {
  const { orgId } = Route.useParams();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return <ImportsPage orgId={orgId} spaces={spaces} />;
}
