import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';
import styles from './shell.module.css';

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
              <>
                <li>
                  <Link to="/orgs/$orgId" params={{ orgId }} activeOptions={{ exact: true }}>
                    Overview
                  </Link>
                </li>
                <li>
                  <Link to="/orgs/$orgId/content" params={{ orgId }}>
                    Content
                  </Link>
                </li>
                <li>
                  <Link to="/orgs/$orgId/sites" params={{ orgId }}>
                    Sites
                  </Link>
                </li>
                <li>
                  <Link to="/orgs/$orgId/change-requests" params={{ orgId }}>
                    Change requests
                  </Link>
                </li>
                {props.orgAdmin ? (
                  <li>
                    <Link to="/orgs/$orgId/translations" params={{ orgId }}>
                      Translations
                    </Link>
                  </li>
                ) : null}
                <li>
                  <Link to="/orgs/$orgId/openapi" params={{ orgId }}>
                    OpenAPI
                  </Link>
                </li>
                <li>
                  <Link to="/orgs/$orgId/imports" params={{ orgId }}>
                    Imports
                  </Link>
                </li>
                <li>
                  <Link to="/orgs/$orgId/insights" params={{ orgId }}>
                    Insights
                  </Link>
                </li>
                <li>
                  <Link to="/orgs/$orgId/settings" params={{ orgId }}>
                    Settings
                  </Link>
                </li>
                <li>
                  <Link to="/orgs/$orgId/search" params={{ orgId }}>
                    Search
                  </Link>
                </li>
                <li>
                  <Link to="/orgs/$orgId/agent-instructions" params={{ orgId }}>
                    Agent instructions
                  </Link>
                </li>
              </>
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
