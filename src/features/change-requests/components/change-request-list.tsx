import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PageHeader } from '@/components/ui/page-header';
import { pagedItems } from '@/components/ui/paged-items';
import { plural } from '@/lib/format';
import { changeRequestQueries, type ChangeRequestScope } from '../api/change-request-queries';
import { listFilters, statusLabel, type ChangeRequestListSearch } from '../list-search';
import styles from './change-request-list.module.css';
import { ChangeRequestRow } from './change-request-row';
import { isFiltered, ListFilters } from './list-filters';
import { NewChangeRequestDialog, type SpaceChoice } from './new-change-request-dialog';
import { StatusTabs } from './status-tabs';

/**
 * A list of change requests, for the organization's inbox or one space: status tabs with
 * counts, filters by person and issues cluster (all in the URL), and paging.
 */
export function ChangeRequestList(props: {
  orgId: string;
  scope: ChangeRequestScope;
  title: string;
  description: string;
  search: ChangeRequestListSearch;
  /** The signed-in person, for "Waiting for my review" (absent when the server does not say). */
  viewerId?: string | undefined;
  onSearchChange: (search: ChangeRequestListSearch) => void;
  /** Spaces a new request can be opened in (where the caller may edit); empty hides New. */
  spaces: SpaceChoice[];
  /** Space titles by id, to say where each request belongs. */
  spaceTitles: ReadonlyMap<string, string>;
}) {
  const { scope, search } = props;
  const list = useSuspenseInfiniteQuery(changeRequestQueries.list(scope, search));
  const { items, count: total = items.length } = pagedItems(list.data);
  const status = statusLabel(listFilters(search).status);
  const filtered = isFiltered(search);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          props.spaces.length > 0 ? (
            <Button variant="primary" onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden />
              New change request
            </Button>
          ) : null
        }
      />
      <StatusTabs scope={scope} search={search} />
      <ListFilters
        scope={scope}
        search={search}
        viewerId={props.viewerId}
        onSearchChange={props.onSearchChange}
      />
      <p className={`muted ${styles.summary}`} role="status">
        {plural(
          total,
          `${status.toLowerCase()} change request`,
          `${status.toLowerCase()} change requests`,
        )}
        {filtered ? ' match the filters' : ''}.
      </p>
      {items.length === 0 ? (
        <EmptyState title={`No ${status.toLowerCase()} change requests here.`}>
          {filtered ? <p className="muted">Clear the filters to see more.</p> : null}
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={`${status} change requests`}>
          {items.map((request) => (
            <ChangeRequestRow
              key={request.id}
              orgId={props.orgId}
              request={request}
              spaceTitle={
                scope.kind === 'organization' ? props.spaceTitles.get(request.space) : undefined
              }
            />
          ))}
        </ul>
      )}
      <LoadMoreButton query={list}>{`Show more (${items.length} of ${total})`}</LoadMoreButton>
      {creating ? (
        <NewChangeRequestDialog
          orgId={props.orgId}
          spaces={props.spaces}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </>
  );
}
