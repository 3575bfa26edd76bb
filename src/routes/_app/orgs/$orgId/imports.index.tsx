import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { importQueries } from '@/features/imports/api/import-queries';
import { ImportsPage } from '@/features/imports/components/imports-page';
import { contentQueries } from '@/features/spaces/api/content-queries';

export const Route = createFileRoute('/_app/orgs/$orgId/imports/')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(importQueries.list(params.orgId)),
      context.queryClient.ensureQueryData(contentQueries.spaces(params.orgId)),
    ]),
  component: ImportsRoute,
});

function ImportsRoute() {
  const { orgId } = Route.useParams();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return <ImportsPage orgId={orgId} spaces={spaces} />;
}
