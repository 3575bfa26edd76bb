import { useMatchRoute } from '@tanstack/react-router';
import { Tab, TabNav } from '@/components/ui/tab-nav';

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
 * SSO. A tab the caller cannot use is left out. The current tab is the one whose page is open,
 * or one below it (a team's page is under Teams); General otherwise.
 */
export function SettingsTabs(props: { orgId: string; access: SettingsTabsAccess }) {
  const params = { orgId: props.orgId };
  const matchRoute = useMatchRoute();
  const current = tabs.find((tab) => matchRoute({ to: tab.to, params, fuzzy: true }))?.to;
  return (
    <TabNav label="Settings" current={current ?? 'general'}>
      <Tab id="general" to="/orgs/$orgId/settings" params={params}>
        General
      </Tab>
      {tabs
        .filter((tab) => props.access[tab.access])
        .map((tab) => (
          <Tab key={tab.to} id={tab.to} to={tab.to} params={params}>
            {tab.label}
          </Tab>
        ))}
    </TabNav>
  );
}
