import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/content')({
  staticData: { crumb: 'Content' },
  component: Outlet,
});
