import { screen } from '@testing-library/react';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

/** The seeded sites the component tests open, by the page's heading. */
const sites = {
  docs: { path: '/orgs/org_acme/sites/site_docs', title: 'Acme Developer Docs' },
  help: { path: '/orgs/org_acme/sites/site_help', title: 'Acme Help Center' },
  partners: { path: '/orgs/org_acme/sites/site_partners', title: 'Acme Partner Hub' },
  globex: { path: '/orgs/org_globex/sites/site_globex_docs', title: 'Globex Docs' },
} as const;

/** The parts of a site, each its own route (the overview is the site's own path). */
export type SitePagePart =
  'overview' | 'structure' | 'audience' | 'preview' | 'search' | 'settings';

let current: RenderedRoute | undefined;

/**
 * For component tests: one part of a site's page as `token` (default: an admin) sees it, once
 * its heading shows, and `region(name)` for one of its cards. Call `cleanupSitePage` in
 * `afterEach`.
 */
export async function renderSitePage(
  options: { site?: keyof typeof sites; token?: string; part?: SitePagePart } = {},
) {
  const site = sites[options.site ?? 'docs'];
  const part = options.part ?? 'overview';
  const path = part === 'overview' ? site.path : `${site.path}/${part}`;
  current = await renderRoute(path, options.token ? { token: options.token } : {});
  await findHeading(site.title);
  return {
    ...current,
    region: (name: string) => screen.getByRole('region', { name }),
  };
}

export function cleanupSitePage() {
  current?.cleanup();
  current = undefined;
}
