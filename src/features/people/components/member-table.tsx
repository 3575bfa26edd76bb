import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { useVirtualRows, VirtualRow } from '@/components/ui/virtual-rows';
import { formatDateTime, formatRelative, plural } from '@/lib/format';
import { memberQueries, type Member } from '../api/member-queries';
import { memberRoleLabel } from '../labels';
import {
  MemberRoleControl,
  RemoveMemberControl,
  type MemberControlContext,
} from './member-controls';
import { Person } from './person';
import { RefusalNotice, RefusalProvider } from './refusal-notice';
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
  const { scrollRef, rows, totalSize } = useVirtualRows({
    count: total,
    rowHeight: memberRowHeight,
    overscan,
    // The body starts under the header row, inside the same scrolling element.
    scrollMargin: headerHeight,
    // Before layout, and where nothing is laid out (tests), the table shows its first screen.
    fallbackRect: inViewRect,
    loaded: members.length,
    hasMore,
    loadingMore,
    loadMore,
  });

  // Who is signed in: removing or demoting yourself asks differently (one request, cached).
  // The rows show as soon as their data is in; the controls join them once that is known, so
  // that no change to your own access is ever offered as if it were someone else's.
  const caller = useQuery(memberQueries.me()).data;
  const context = manage && caller ? { ...manage, callerId: caller.id } : undefined;
  const now = new Date(props.now);
  return (
    <RefusalProvider>
      <RefusalNotice />
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
        <div role="rowgroup" className={styles.body} style={{ height: totalSize }}>
          {rows.map((row) => {
            const member = members[row.index];
            return (
              <VirtualRow
                key={row.key}
                row={row}
                height={memberRowHeight}
                offset={headerHeight}
                className={styles.row}
              >
                {member ? (
                  <MemberCells
                    member={member}
                    now={now}
                    context={context}
                    managed={manage !== undefined}
                  />
                ) : (
                  <span role="cell" className={styles.loading}>
                    Loading…
                  </span>
                )}
              </VirtualRow>
            );
          })}
        </div>
      </div>
    </RefusalProvider>
  );
}

/** A word shown muted where a member has no value of a column. */
const none = (word: string) => <span className="muted">{word}</span>;

/** What each cell of a member's row shows, in the order of `columns`. */
const cellsOf: ((member: Member, now: Date) => ReactNode)[] = [
  (member) => <Person user={member.user} muted={member.disabled} />,
  (member) => memberRoleLabel(member.role),
  (member) => (member.teams === 0 ? none('No team') : plural(member.teams, 'team', 'teams')),
  (member) => (member.sso ? <StatusBadge tone="info">SSO</StatusBadge> : none('Email')),
  (member, now) =>
    member.lastSeenAt ? (
      <time dateTime={member.lastSeenAt} title={formatDateTime(member.lastSeenAt)}>
        {formatRelative(member.lastSeenAt, now)}
      </time>
    ) : (
      none('Never')
    ),
  (member) =>
    member.disabled ? (
      <StatusBadge tone="danger">Disabled</StatusBadge>
    ) : (
      <StatusBadge tone="on">Active</StatusBadge>
    ),
];

/** A member's cells; an admin's row has a role select instead of the role, and "Remove". */
function MemberCells(props: {
  member: Member;
  now: Date;
  context: MemberControlContext | undefined;
  /** The table has an Actions column, whose controls may still wait for `context`. */
  managed: boolean;
}) {
  const { member, context } = props;
  const cells = cellsOf.map((cell) => cell(member, props.now));
  if (context) {
    cells[columns.indexOf('Role')] = <MemberRoleControl context={context} member={member} />;
    cells.push(<RemoveMemberControl context={context} member={member} />);
  } else if (props.managed) cells.push(null);
  return cells.map((cell, index) => (
    // The columns are fixed: a cell's place is its identity.
    <span key={index} role="cell" className={styles.cell}>
      {cell}
    </span>
  ));
}
