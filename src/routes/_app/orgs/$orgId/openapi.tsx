import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/openapi')({
  staticData: { crumb: 'OpenAPI' },
  component: Outlet,
});
