import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { integrationQueries } from '@/features/integrations/api/integration-queries';
import { orNotFound } from '@/lib/route-loading';

export const Route = createFileRoute('/_app/orgs/$orgId/integrations/$integrationName')({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      const integration = await context.queryClient.ensureQueryData(
        integrationQueries.detail(params.integrationName),
      );
      return { crumb: integration.title };
    }),
  notFoundComponent: IntegrationNotFound,
  component: Outlet,
});

function IntegrationNotFound() {
  const { integrationName } = Route.useParams();
  return (
    <NotFound
      message={`No integration is named “${integrationName}”. It may have been unpublished, or be private to another organization.`}
    />
  );
}
