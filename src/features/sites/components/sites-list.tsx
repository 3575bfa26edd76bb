import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RowLink } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { StatusBadge } from '@/components/ui/status-badge';
import { siteQueries, type SiteListFilters } from '../api/site-queries';
import { visibilityLabels } from '../site-forms';
import { CreateSiteDialog, type SpaceOption } from './create-site-dialog';
import { PublishedBadge } from './published-badge';
import { SiteFilters } from './site-filters';

/**
 * The organization's sites, filtered by title, published state and space. The filters live in
 * the URL (the route owns them), so a filtered list can be shared and survives a reload.
 * Clearing them empties the title box too (ListScreen remounts the filters).
 */
export function SitesList(props: {
  orgId: string;
  filters: SiteListFilters;
  onFiltersChange: (filters: SiteListFilters) => void;
  spaces: readonly SpaceOption[];
  canCreate: boolean;
  onCreated: (siteId: string) => void;
}) {
  const { data } = useSuspenseQuery(siteQueries.list(props.orgId, props.filters));
  const [creating, setCreating] = useState(false);
  const filtered =
    props.filters.title !== undefined ||
    props.filters.published !== undefined ||
    props.filters.space !== undefined;

  return (
    <ListScreen
      title="Sites"
      description="Published documentation sites built from your spaces."
      actions={
        props.canCreate ? (
          <Button variant="primary" onClick={() => setCreating(true)}>
            New site
          </Button>
        ) : undefined
      }
      filters={{
        controls: (
          <SiteFilters
            filters={props.filters}
            onFiltersChange={props.onFiltersChange}
            spaces={props.spaces}
          />
        ),
        active: filtered,
        onClear: () => props.onFiltersChange({}),
      }}
      items={data.items}
      empty={filtered ? 'No site matches these filters.' : 'No sites yet.'}
      table={{
        caption: `Sites (${data.count}${filtered ? ', filtered' : ''})`,
        headings: ['Site', 'Visibility', 'State', 'Site spaces'],
        row: (site) => (
          <>
            <RowLink
              to="/orgs/$orgId/sites/$siteId"
              params={{ orgId: props.orgId, siteId: site.id }}
              label={site.title}
            />
            <td>
              <StatusBadge tone="info">{visibilityLabels[site.visibility]}</StatusBadge>
            </td>
            <td>
              <PublishedBadge published={site.published} />
            </td>
            <td>{site.siteSpaces}</td>
          </>
        ),
      }}
    >
      <CreateSiteDialog
        orgId={props.orgId}
        open={creating}
        onOpenChange={setCreating}
        spaces={props.spaces}
        onCreated={props.onCreated}
      />
    </ListScreen>
  );
}
