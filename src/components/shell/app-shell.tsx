import { Link, useParams, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';
import { NavLinks, type NavItem } from './nav-links';
import styles from './shell.module.css';

/**
 * The areas of an organization in the main navigation, in their order. The overview is the
 * organization's own address, so it is current only there, not on every page below it.
 */
const orgAreas: readonly NavItem<Extract<LinkProps['to'], `/orgs/$orgId${string}`>>[] = [
  { to: '/orgs/$orgId', label: 'Overview' },
  { to: '/orgs/$orgId/content', label: 'Content' },
  { to: '/orgs/$orgId/sites', label: 'Sites' },
  { to: '/orgs/$orgId/integrations', label: 'Integrations' },
  { to: '/orgs/$orgId/change-requests', label: 'Change requests' },
  { to: '/orgs/$orgId/translations', label: 'Translations', adminOnly: true },
  { to: '/orgs/$orgId/openapi', label: 'OpenAPI' },
  { to: '/orgs/$orgId/imports', label: 'Imports' },
  { to: '/orgs/$orgId/insights', label: 'Insights' },
  { to: '/orgs/$orgId/settings', label: 'Settings' },
  { to: '/orgs/$orgId/search', label: 'Search' },
  { to: '/orgs/$orgId/agent-instructions', label: 'Agent instructions' },
];

/**
 * The signed-in frame: header (switcher, areas, tools, account), breadcrumbs and the page.
 * The slots are filled by the layout route so this shared component knows no feature.
 */
export function AppShell(props: {
  switcher: ReactNode;
  tools?: ReactNode;
  account: ReactNode;
  /** The caller administers the organization in the URL: admin-only areas get a link. */
  orgAdmin?: boolean;
  children: ReactNode;
}) {
  const { orgId } = useParams({ strict: false });
  return (
    <div className={styles.app}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <Link to="/orgs" className={styles.brand}>
            <span className={styles.brandMark} aria-hidden="true">
              F
            </span>
            Folio
          </Link>
          {props.switcher}
          <div className={styles.spacer} />
          {props.tools}
          {props.account}
        </div>
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {orgId ? (
              <NavLinks
                items={orgAreas}
                admin={props.orgAdmin}
                params={{ orgId }}
                activeOptions={(area) => ({ exact: area.to === '/orgs/$orgId' })}
              />
            ) : (
              <li>
                <Link to="/orgs" activeOptions={{ exact: true }}>
                  Organizations
                </Link>
              </li>
            )}
            <li>
              <Link to="/join">Join an organization</Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Breadcrumbs />
        {props.children}
      </main>
    </div>
  );
}
