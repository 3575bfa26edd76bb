import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/settings/teams')({
  staticData: {
    crumb: 'Teams',
    nav: { group: 'settings', order: 2, label: 'Teams', needs: 'listTeams' },
  },
  component: Outlet,
});
