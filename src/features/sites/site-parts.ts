import type { NavItem } from '@/components/shell/nav-links';

/** One part of a site's page: its own route, and a link in the site's navigation. */
export type SitePart = NavItem;

/**
 * The parts of a site, in the order of its navigation, as the platform's own app splits a
 * site. A new part is a route under `sites.$siteId.` plus one line here.
 */
export const siteParts: readonly SitePart[] = [
  { to: '/orgs/$orgId/sites/$siteId', label: 'Overview and publishing' },
  { to: '/orgs/$orgId/sites/$siteId/structure', label: 'Structure' },
  { to: '/orgs/$orgId/sites/$siteId/audience', label: 'Audience' },
  { to: '/orgs/$orgId/sites/$siteId/preview', label: 'Preview' },
  { to: '/orgs/$orgId/sites/$siteId/search', label: 'Search and Ask' },
  { to: '/orgs/$orgId/sites/$siteId/integrations', label: 'Integrations' },
  { to: '/orgs/$orgId/sites/$siteId/settings', label: 'Settings', adminOnly: true },
];
