import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Tab, TabNav } from '@/components/ui/tab-nav';

export type IntegrationsTab = 'browse' | 'installed' | 'developer';

const tabs: readonly { tab: IntegrationsTab; label: string; adminOnly: boolean }[] = [
  { tab: 'browse', label: 'Browse', adminOnly: false },
  { tab: 'installed', label: 'Installed', adminOnly: false },
  { tab: 'developer', label: 'Developer', adminOnly: true },
];

/**
 * The integrations page's header and its tabs (links: each tab has its address). The
 * developer tab is for admins only, so a non-admin does not see it.
 */
export function IntegrationsFrame(props: {
  orgId: string;
  tab: IntegrationsTab;
  isAdmin: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Connect other tools to your spaces and sites: analytics, chat, Git sync, visitor sign-in and more."
      />
      <TabNav label="Integrations sections" current={props.tab}>
        {tabs
          .filter((tab) => props.isAdmin || !tab.adminOnly)
          .map((tab) => (
            <Tab
              key={tab.tab}
              id={tab.tab}
              to="/orgs/$orgId/integrations"
              params={{ orgId: props.orgId }}
              search={tab.tab === 'browse' ? {} : { tab: tab.tab }}
            >
              {tab.label}
            </Tab>
          ))}
      </TabNav>
      {props.children}
    </>
  );
}
