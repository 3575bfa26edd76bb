import { NavLinks } from '@/components/shell/nav-links';
import { siteParts } from '../site-parts';
import styles from './site-nav.module.css';

/**
 * The site's own navigation: one link per part, the current one marked for assistive
 * technology (`aria-current="page"`) and on screen. Admin-only parts are left out for others.
 */
export function SiteNav(props: { orgId: string; siteId: string; canManage: boolean }) {
  return (
    <nav aria-label="Site" className={styles.nav}>
      <ul className={styles.list}>
        <NavLinks
          items={siteParts}
          admin={props.canManage}
          params={{ orgId: props.orgId, siteId: props.siteId }}
          // The overview is the parent path of every other part.
          activeOptions={() => ({ exact: true, includeSearch: false })}
          className={styles.link}
        />
      </ul>
    </nav>
  );
}
