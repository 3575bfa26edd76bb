import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/insights/conversations')({
  staticData: { crumb: 'Conversations' },
  component: Outlet,
});
