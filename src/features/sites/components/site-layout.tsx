import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { siteQueries } from '../api/site-queries';
import { visibilityLabels } from '../site-forms';
import { PublishedBadge } from './published-badge';
import { SiteNav } from './site-nav';

/**
 * The frame of every part of a site: its title with who can see it, then the site's own
 * navigation, then the part (`children`, the route's outlet).
 */
export function SiteLayout(props: {
  orgId: string;
  siteId: string;
  canManage: boolean;
  children: ReactNode;
}) {
  const { data: site } = useSuspenseQuery(siteQueries.detail(props.orgId, props.siteId));
  return (
    <>
      <PageHeader
        title={site.title}
        description={
          <>
            <StatusBadge tone="info">{visibilityLabels[site.visibility]}</StatusBadge>{' '}
            <PublishedBadge published={site.published} />
          </>
        }
      />
      <SiteNav orgId={props.orgId} siteId={site.id} canManage={props.canManage} />
      {props.children}
    </>
  );
}
