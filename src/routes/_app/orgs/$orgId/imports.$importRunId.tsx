import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadCrumb } from '@/lib/route-loading';
import { importQueries } from '@/features/imports/api/import-queries';
import { ImportRunPage } from '@/features/imports/components/import-run-page';
import { siteOf } from '@/features/imports/import-run-view';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { notFoundFor } from '@/routes/-shared/not-found';

const ImportNotFound = notFoundFor(
  (): string => `No import matches “${Route.useParams().importRunId}”.`,
);

export const Route = createFileRoute('/_app/orgs/$orgId/imports/$importRunId')({
  loader: ({ context, params: { orgId, importRunId } }) =>
    loadCrumb(
      context,
      [importQueries.detail(orgId, importRunId), contentQueries.spaces(orgId)],
      (run) => `From ${siteOf(run)}`,
    ),
  notFoundComponent: ImportNotFound,
  component: ImportRunRoute,
});

function ImportRunRoute() {
  const { orgId, importRunId } = Route.useParams();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  return <ImportRunPage key={importRunId} orgId={orgId} runId={importRunId} spaces={spaces} />;
}
