import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { orNotFound } from '@/lib/route-loading';
import { importQueries } from '@/features/imports/api/import-queries';
import { ImportRunPage } from '@/features/imports/components/import-run-page';
import { siteOf } from '@/features/imports/import-run-view';
import { contentQueries } from '@/features/spaces/api/content-queries';

export const Route = createFileRoute('/_app/orgs/$orgId/imports/$importRunId')({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      const [run] = await Promise.all([
        context.queryClient.ensureQueryData(importQueries.detail(params.orgId, params.importRunId)),
        context.queryClient.ensureQueryData(contentQueries.spaces(params.orgId)),
      ]);
      return { crumb: `From ${siteOf(run)}` };
    }),
  notFoundComponent: ImportNotFound,
  component: ImportRunRoute,
});

function ImportRunRoute() {
  const { orgId, importRunId } = Route.useParams();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return <ImportRunPage key={importRunId} orgId={orgId} runId={importRunId} spaces={spaces} />;
}

function ImportNotFound() {
  const { importRunId } = Route.useParams();
  return <NotFound message={`No import matches “${importRunId}”.`} />;
}
