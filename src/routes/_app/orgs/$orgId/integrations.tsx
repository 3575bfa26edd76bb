import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/integrations')({
  staticData: { crumb: 'Integrations' },
  component: Outlet,
});
