import { Link } from '@tanstack/react-router';
import styles from './settings-tabs.module.css';

/** Which settings pages the caller may open (from `Organization.permissions`). */
export interface SettingsTabsAccess {
  members: boolean;
  teams: boolean;
  sso: boolean;
}

/** The settings pages after General, each shown to a caller with its access. */
const tabs = [
  { to: '/orgs/$orgId/settings/members', label: 'Members', access: 'members' },
  { to: '/orgs/$orgId/settings/teams', label: 'Teams', access: 'teams' },
  { to: '/orgs/$orgId/settings/sso', label: 'SSO', access: 'sso' },
] as const;

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
        {tabs
          .filter((tab) => props.access[tab.access])
          .map((tab) => (
            <li key={tab.to}>
              <Link to={tab.to} params={params}>
                {tab.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
