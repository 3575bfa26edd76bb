import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/imports')({
  staticData: {
    crumb: 'Imports',
    nav: { group: 'content', order: 5, label: 'Imports', shortcut: 'm' },
  },
  component: Outlet,
});
