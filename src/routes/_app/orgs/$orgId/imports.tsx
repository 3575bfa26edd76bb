import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/imports')({
  staticData: { crumb: 'Imports' },
  component: Outlet,
});
