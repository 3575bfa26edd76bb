import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/content')({
  staticData: {
    crumb: 'Content',
    nav: { group: 'content', order: 1, label: 'Content', shortcut: 'c' },
  },
  // As its pages (content.index.tsx): the skeleton gives way as soon as the tree is ready.
  pendingMinMs: 0,
  component: Outlet,
});
