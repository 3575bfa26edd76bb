import { Link } from '@tanstack/react-router';
import styles from './settings-tabs.module.css';

/** Which settings pages the caller may open (from `Organization.permissions`). */
export interface SettingsTabsAccess {
  members: boolean;
  teams: boolean;
  sso: boolean;
}

/**
 * The settings' sub-navigation: General (the organization's own settings), Members, Teams and
 * SSO. A tab the caller cannot use is left out; the current one is marked `aria-current`.
 */
export function SettingsTabs(props: { orgId: string; access: SettingsTabsAccess }) {
  const params = { orgId: props.orgId };
  return (
    <nav aria-label="Settings" className={styles.tabs}>
      <ul>
        <li>
          <Link to="/orgs/$orgId/settings" params={params} activeOptions={{ exact: true }}>
            General
          </Link>
        </li>
        {props.access.members ? (
          <li>
            <Link to="/orgs/$orgId/settings/members" params={params}>
              Members
            </Link>
          </li>
        ) : null}
        {props.access.teams ? (
          <li>
            <Link to="/orgs/$orgId/settings/teams" params={params}>
              Teams
            </Link>
          </li>
        ) : null}
        {props.access.sso ? (
          <li>
            <Link to="/orgs/$orgId/settings/sso" params={params}>
              SSO
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
