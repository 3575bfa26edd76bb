import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/settings/teams')({
  staticData: { crumb: 'Teams' },
  component: Outlet,
});
