import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, RowLink } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { siteQueries, type SiteListFilters } from '../api/site-queries';
import { visibilityLabels } from '../site-forms';
import { CreateSiteDialog, type SpaceOption } from './create-site-dialog';
import { PublishedBadge } from './published-badge';
import { SiteFilters } from './site-filters';

/**
 * The organization's sites, filtered by title, published state and space. The filters live in
 * the URL (the route owns them), so a filtered list can be shared and survives a reload.
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
  // Clearing the filters remounts them, which empties the title box too.
  const [filterKey, setFilterKey] = useState(0);
  const filtered =
    props.filters.title !== undefined ||
    props.filters.published !== undefined ||
    props.filters.space !== undefined;

  return (
    <>
      <PageHeader
        title="Sites"
        description="Published documentation sites built from your spaces."
        actions={
          props.canCreate ? (
            <Button variant="primary" onClick={() => setCreating(true)}>
              New site
            </Button>
          ) : undefined
        }
      />
      <SiteFilters
        key={filterKey}
        filters={props.filters}
        onFiltersChange={props.onFiltersChange}
        spaces={props.spaces}
      />
      {data.items.length === 0 ? (
        <EmptyState title={filtered ? 'No site matches these filters.' : 'No sites yet.'}>
          {filtered ? (
            <Button
              onClick={() => {
                setFilterKey((key) => key + 1);
                props.onFiltersChange({});
              }}
            >
              Clear the filters
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <DataTable
          caption={`Sites (${data.count}${filtered ? ', filtered' : ''})`}
          headings={['Site', 'Visibility', 'State', 'Site spaces']}
          items={data.items}
        >
          {(site) => (
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
          )}
        </DataTable>
      )}
      <CreateSiteDialog
        orgId={props.orgId}
        open={creating}
        onOpenChange={setCreating}
        spaces={props.spaces}
        onCreated={props.onCreated}
      />
    </>
  );
}
