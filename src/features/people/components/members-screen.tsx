import { keepPreviousData, useInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ListScreen } from '@/components/ui/list-screen';
import { SelectField } from '@/components/ui/select-field';
import { plural } from '@/lib/format';
import { memberQueries, type MemberFilters, type MemberRoleFilter } from '../api/member-queries';
import { memberSearchMaxLength, roleFilterChoices } from '../people-search';
import { MemberTable, type MemberManagement } from './member-table';
import { SearchField } from './search-field';
import styles from './people-lists.module.css';

const roleOptions: readonly { value: MemberRoleFilter | ''; label: string }[] = [
  { value: '', label: 'Every role' },
  ...roleFilterChoices,
];

/**
 * Settings › Members: everyone in the organization with their role, teams, SSO, last seen and
 * whether they are disabled. The search and the role filter live in the URL (the route owns
 * them); the table is virtual, so thousands of members scroll like twelve.
 */
export function MembersScreen(props: {
  orgId: string;
  filters: MemberFilters;
  /**
   * Applies a change to the URL's filters: only the keys given change (undefined clears one),
   * so a search that settles after a role was picked does not bring back the old role.
   */
  onFiltersChange: (change: Partial<Record<keyof MemberFilters, unknown>>) => void;
  /** Admins only: change a member's role or remove them from the rows. */
  manage?: MemberManagement | undefined;
}) {
  const { filters, onFiltersChange } = props;
  // Who is signed in (the table asks for it), fetched beside the first page, not after it.
  usePrefetchQuery(memberQueries.me());
  const members = useInfiniteQuery({
    ...memberQueries.list(props.orgId, filters),
    placeholderData: keepPreviousData,
  });
  const loaded = useMemo(
    () => members.data?.pages.flatMap((page) => page.items) ?? [],
    [members.data],
  );
  const first = members.data?.pages[0];
  const total = first?.count ?? 0;
  const filtered = filters.search !== undefined || filters.role !== undefined;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = members;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const applySearch = useCallback(
    (search: string) => onFiltersChange({ search: search || undefined }),
    [onFiltersChange],
  );

  return (
    <ListScreen
      title="Members"
      description="Everyone in the organization: their role, their teams, how they sign in and when they were last seen."
      above={
        props.manage ? null : (
          <p className="muted">Only admins change a member’s role or remove a member.</p>
        )
      }
      filters={{
        controls: (
          <div className={styles.filters}>
            <SearchField
              label="Search members"
              placeholder="Name or email"
              value={filters.search ?? ''}
              maxLength={memberSearchMaxLength}
              onSearch={applySearch}
            />
            <div className={styles.filter}>
              <SelectField
                label="Role"
                value={filters.role ?? ''}
                options={roleOptions}
                onChange={(role) => onFiltersChange({ role: role || undefined })}
              />
            </div>
          </div>
        ),
        active: filtered,
        onClear: () => onFiltersChange({ search: undefined, role: undefined }),
      }}
      query={members}
      loading="Loading members…"
      items={loaded}
      empty={filtered ? 'No member matches these filters.' : 'No members yet.'}
      summary={
        total === 0 ? null : (
          <p role="status" className={styles.count}>
            {filtered
              ? `${plural(total, 'member matches', 'members match')} the filters.`
              : `${plural(total, 'member', 'members')}.`}
          </p>
        )
      }
      list={(items) => (
        <MemberTable
          members={items}
          total={total}
          now={first?.now ?? Date.now()}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          loadMore={loadMore}
          manage={props.manage}
        />
      )}
    />
  );
}
