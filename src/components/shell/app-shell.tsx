import { Link, useParams } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';
import { NavLinks } from './nav-links';
import { useOrgAreaGroups } from './org-areas';
import styles from './shell.module.css';

/** What the shell gives the command palette it opens. */
export interface PaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShowShortcuts: () => void;
}

// The palette's button, the shortcuts and the dialogs load right after the first paint.
const ShellExtras = lazy(() => import('./shell-extras'));

/**
 * The signed-in frame: header (menu, switcher, palette, tools, account), the main navigation
 * grouped by what admins do (a sidebar, a menu on narrow screens: docs/decisions/0038),
 * breadcrumbs and the page. The slots are filled by the layout route so this shared component
 * knows no feature; the palette is the route's lazily loaded component.
 */
export function AppShell(props: {
  switcher: ReactNode;
  tools?: ReactNode;
  account: ReactNode;
  /** The caller's permissions in the organization in the URL: which areas get a link. */
  permissions?: Readonly<Record<string, boolean>> | undefined;
  palette: ComponentType<PaletteProps>;
  children: ReactNode;
}) {
  const { orgId } = useParams({ strict: false });
  const orgAreaGroups = useOrgAreaGroups();

  return (
    <div className={styles.app}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <button type="button" className={styles.headerButton} popoverTarget="main-nav">
          Menu
        </button>
        <Link to="/orgs" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            F
          </span>
          <span>Folio</span>
        </Link>
        {props.switcher}
        <Suspense fallback={null}>
          <ShellExtras palette={props.palette} />
        </Suspense>
        {props.tools}
        {props.account}
      </header>
      <div className={styles.body}>
        <nav
          id="main-nav"
          aria-label="Main"
          className={styles.nav}
          // On narrow screens the navigation is a popover: the menu, which Escape and a click
          // outside close, and so does a new page (shell-extras.tsx). Wide screens show it.
          popover=""
        >
          {orgId
            ? orgAreaGroups.map((group) => (
                <div key={group.label ?? ''}>
                  {/* The list is named by the same words (the first group has none). */}
                  {group.label ? <p aria-hidden>{group.label}</p> : null}
                  <ul aria-label={group.label}>
                    <NavLinks
                      items={group.areas}
                      permissions={props.permissions}
                      params={{ orgId }}
                    />
                  </ul>
                </div>
              ))
            : null}
          {/* Without an organization, the brand and the breadcrumbs lead to the list of them. */}
          <ul>
            <li>
              <Link to="/join">Join an organization</Link>
            </li>
          </ul>
        </nav>
        <main id="main" className={styles.main} tabIndex={-1}>
          <Breadcrumbs />
          {props.children}
        </main>
      </div>
    </div>
  );
}
