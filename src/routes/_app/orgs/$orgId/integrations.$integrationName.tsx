import { Outlet, createFileRoute } from '@tanstack/react-router';
import { integrationQueries } from '@/features/integrations/api/integration-queries';
import { loadCrumb } from '@/lib/route-loading';
import { notFoundFor } from '@/routes/-shared/not-found';

const IntegrationNotFound = notFoundFor(
  (): string =>
    `No integration is named “${Route.useParams().integrationName}”. It may have been unpublished, or be private to another organization.`,
);

export const Route = createFileRoute('/_app/orgs/$orgId/integrations/$integrationName')({
  loader: ({ context, params }) =>
    loadCrumb(
      context,
      [integrationQueries.detail(params.integrationName)],
      (integration) => integration.title,
    ),
  notFoundComponent: IntegrationNotFound,
  component: Outlet,
});
