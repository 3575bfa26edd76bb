import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/openapi')({
  staticData: {
    crumb: 'OpenAPI',
    nav: { group: 'content', order: 4, label: 'OpenAPI', shortcut: 'a' },
  },
  component: Outlet,
});
