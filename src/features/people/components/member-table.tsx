import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatRelative, plural } from '@/lib/format';
import type { Member } from '../api/member-queries';
import { memberRoleLabel } from '../labels';
import { MemberRoleControl, RemoveMemberControl } from './member-controls';
import { Person } from './person';
import styles from './member-table.module.css';

/** Fixed sizes: the table scrolls inside itself and renders only the rows in view. */
export const memberRowHeight = 56;
const headerHeight = 44;
const rowsInView = 10;
const overscan = 4;

const inViewRect = { width: 960, height: headerHeight + memberRowHeight * rowsInView };

const columns = ['Member', 'Role', 'Teams', 'Sign-in', 'Last seen', 'Status'];

/** What an admin needs to change roles and remove members from the rows. */
export interface MemberManagement {
  orgId: string;
  orgTitle: string;
}

/**
 * The organization's members as a table of fixed-height rows, virtual: whatever the count, the
 * DOM holds the rows in view and a few around them. `aria-rowcount` and `aria-rowindex` tell
 * screen readers where they are in the whole list; rows not loaded yet show as loading and
 * ask for their page when they scroll into view.
 */
export function MemberTable(props: {
  members: readonly Member[];
  total: number;
  /** The server's clock, for "last seen". */
  now: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Given to admins only: each row then has a role select and a "Remove". */
  manage?: MemberManagement | undefined;
}) {
  const { manage } = props;
  const { members, total, hasMore, loadingMore, loadMore } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => memberRowHeight,
    overscan,
    // The body starts under the header row, inside the same scrolling element.
    scrollMargin: headerHeight,
    // Before layout, and where nothing is laid out (tests), the table shows its first screen.
    initialRect: inViewRect,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : inViewRect)),
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows[rows.length - 1]?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= members.length) loadMore();
  }, [hasMore, loadingMore, lastIndex, members.length, loadMore]);

  const now = new Date(props.now);
  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label="Members"
      aria-rowcount={total + 1}
      tabIndex={0}
      className={manage ? `${styles.table} ${styles.managed}` : styles.table}
      style={{ maxHeight: headerHeight + memberRowHeight * rowsInView }}
    >
      <div role="rowgroup" className={styles.head}>
        <div role="row" aria-rowindex={1} className={styles.row} style={{ height: headerHeight }}>
          {(manage ? [...columns, 'Actions'] : columns).map((column) => (
            <span key={column} role="columnheader" className={styles.cell}>
              {column}
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const member = members[row.index];
          return (
            <div
              key={row.key}
              role="row"
              aria-rowindex={row.index + 2}
              className={styles.row}
              style={{
                height: memberRowHeight,
                transform: `translateY(${row.start - headerHeight}px)`,
              }}
            >
              {member ? (
                <MemberCells member={member} now={now} manage={manage} />
              ) : (
                <span role="cell" className={styles.loading}>
                  Loading…
                </span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function MemberCells(props: { member: Member; now: Date; manage?: MemberManagement | undefined }) {
  const { member, manage } = props;
  return (
    <>
      <span role="cell" className={styles.cell}>
        <Person user={member.user} muted={member.disabled} />
      </span>
      <span role="cell" className={styles.cell}>
        {manage ? (
          <MemberRoleControl orgId={manage.orgId} member={member} />
        ) : (
          memberRoleLabel(member.role)
        )}
      </span>
      <span role="cell" className={styles.cell}>
        {member.teams === 0 ? (
          <span className="muted">No team</span>
        ) : (
          plural(member.teams, 'team', 'teams')
        )}
      </span>
      <span role="cell" className={styles.cell}>
        {member.sso ? (
          <StatusBadge tone="info">SSO</StatusBadge>
        ) : (
          <span className="muted">Email</span>
        )}
      </span>
      <span role="cell" className={styles.cell}>
        {member.lastSeenAt ? (
          <time dateTime={member.lastSeenAt} title={formatDateTime(member.lastSeenAt)}>
            {formatRelative(member.lastSeenAt, props.now)}
          </time>
        ) : (
          <span className="muted">Never</span>
        )}
      </span>
      <span role="cell" className={styles.cell}>
        {member.disabled ? (
          <StatusBadge tone="danger">Disabled</StatusBadge>
        ) : (
          <StatusBadge tone="on">Active</StatusBadge>
        )}
      </span>
      {manage ? (
        <span role="cell" className={styles.cell}>
          <RemoveMemberControl orgId={manage.orgId} orgTitle={manage.orgTitle} member={member} />
        </span>
      ) : null}
    </>
  );
}
