import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListScreen } from '@/components/ui/list-screen';
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
    <ListScreen
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
      above={<StatusTabs scope={scope} search={search} />}
      filters={{
        controls: (
          <ListFilters
            scope={scope}
            search={search}
            viewerId={props.viewerId}
            onSearchChange={props.onSearchChange}
          />
        ),
        active: filtered,
      }}
      items={items}
      empty={`No ${status.toLowerCase()} change requests here.`}
      emptyHint={filtered ? <p className="muted">Clear the filters to see more.</p> : null}
      summary={
        <p className={`muted ${styles.summary}`} role="status">
          {plural(
            total,
            `${status.toLowerCase()} change request`,
            `${status.toLowerCase()} change requests`,
          )}
          {filtered ? ' match the filters' : ''}.
        </p>
      }
      list={(requests) => (
        <ul className={styles.list} aria-label={`${status} change requests`}>
          {requests.map((request) => (
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
      more={{ query: list, label: `Show more (${items.length} of ${total})` }}
    >
      {creating ? (
        <NewChangeRequestDialog
          orgId={props.orgId}
          spaces={props.spaces}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </ListScreen>
  );
}
