import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';

/**
 * The signed-in frame: header (switcher, areas, tools, account), breadcrumbs and the page.
 * The slots are filled by the layout route so this shared component knows no feature.
 */
export function AppShell(props: {
  switcher: ReactNode;
  tools?: ReactNode;
  account: ReactNode;
  children: ReactNode;
}) {
  const { orgId } = useParams({ strict: false });
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header-row">
          <Link to="/orgs" className="brand">
            <span className="brand-mark" aria-hidden="true">
              F
            </span>
            Folio
          </Link>
          {props.switcher}
          <div className="header-spacer" />
          {props.tools}
          {props.account}
        </div>
        <nav aria-label="Main" className="main-nav">
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
      <main id="main" className="app-main" tabIndex={-1}>
        <Breadcrumbs />
        {props.children}
      </main>
    </div>
  );
}
