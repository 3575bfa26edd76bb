import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs')({
  staticData: { crumb: 'Organizations' },
  component: Outlet,
});
