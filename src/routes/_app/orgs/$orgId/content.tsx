import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/content')({
  staticData: { crumb: 'Content' },
  // As its pages (content.index.tsx): the skeleton gives way as soon as the tree is ready.
  pendingMinMs: 0,
  component: Outlet,
});
