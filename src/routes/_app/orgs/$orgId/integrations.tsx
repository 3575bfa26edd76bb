import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/orgs/$orgId/integrations')({
  staticData: {
    crumb: 'Integrations',
    nav: { group: 'publishing', order: 2, label: 'Integrations', shortcut: 'n' },
  },
  // The page skeleton (shown while a page's code loads) gives way at once: the catalog's
  // cards must follow their data within 200 ms (npm run bench).
  pendingMinMs: 0,
  component: Outlet,
});
