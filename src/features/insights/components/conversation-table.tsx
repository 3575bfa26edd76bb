import type { UseSuspenseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ConversationList } from '@/api/schema.gen';
import { useVirtualRows, VirtualRow } from '@/components/ui/virtual-rows';
import { pagedItems } from '@/components/ui/paged-items';
import { formatDateTime } from '@/lib/format';
import { sourceLabel } from '../insight-view';
import styles from './conversation-table.module.css';

/** Every row has this height, so the list can place any of thousands without measuring. */
const rowHeight = 52;
const noLayoutRect = { width: 960, height: 560 };
const columns = ['Subject', 'Source', 'Started', 'Analysis'];
/** Ask for the next page this many rows before the loaded ones run out. */
const prefetchRows = 20;

/**
 * The conversations, newest first, in a virtual table: only the rows in view (and a few
 * around) are in the page, however many there are; the next page loads as the end comes
 * into view. `aria-rowcount` and `aria-rowindex` tell screen readers where they are.
 */
export function ConversationTable(props: {
  orgId: string;
  query: UseSuspenseInfiniteQueryResult<InfiniteData<ConversationList>>;
}) {
  const { query } = props;
  const { items, count: total = items.length } = pagedItems(query.data);
  const { scrollRef, rows, totalSize } = useVirtualRows({
    count: items.length + (query.hasNextPage ? 1 : 0),
    rowHeight,
    overscan: 6,
    fallbackRect: noLayoutRect,
    loaded: items.length,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: query.fetchNextPage,
    ahead: prefetchRows,
  });

  return (
    <div role="table" aria-label="Conversations" aria-rowcount={total + 1} className={styles.table}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={styles.header}>
          {columns.map((column) => (
            <span key={column} role="columnheader">
              {column}
            </span>
          ))}
        </div>
      </div>
      <div ref={scrollRef} className={styles.scroll} data-conversation-scroll="">
        <div role="rowgroup" className={styles.canvas} style={{ height: totalSize }}>
          {rows.map((virtualRow) => {
            const conversation = items[virtualRow.index];
            if (!conversation)
              return (
                <VirtualRow
                  key="more"
                  row={virtualRow}
                  height={rowHeight}
                  className={styles.row}
                  placeholder
                >
                  <span role="cell" className="muted">
                    Loading more conversations…
                  </span>
                </VirtualRow>
              );
            return (
              <VirtualRow
                key={conversation.id}
                row={virtualRow}
                height={rowHeight}
                className={styles.row}
              >
                <span role="cell" className={styles.subject}>
                  <Link
                    to="/orgs/$orgId/insights/conversations/$conversationId"
                    params={{ orgId: props.orgId, conversationId: conversation.id }}
                  >
                    {conversation.subject || 'No subject'}
                  </Link>
                </span>
                <span role="cell">{sourceLabel(conversation.source)}</span>
                <span role="cell">{formatDateTime(conversation.createdAt)}</span>
                <span role="cell">{conversation.processedAt ? 'Processed' : 'Processing…'}</span>
              </VirtualRow>
            );
          })}
        </div>
      </div>
    </div>
  );
}
