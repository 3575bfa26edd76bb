import type { UseSuspenseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { ConversationList } from '@/api/schema.gen';
import { formatDateTime } from '@/lib/format';
import { sourceLabel } from '../insight-view';
import styles from './conversation-table.module.css';

/** Every row has this height, so the list can place any of thousands without measuring. */
const rowHeight = 52;
const noLayoutRect = { width: 960, height: 560 };
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
  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.count ?? items.length;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = items.length + (query.hasNextPage ? 1 : 0);
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    // Without layout (a hidden list, or tests without CSS) assume a viewport's worth of rows.
    initialRect: noLayoutRect,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : noLayoutRect)),
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= items.length - prefetchRows)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, items.length]);

  return (
    <div role="table" aria-label="Conversations" aria-rowcount={total + 1} className={styles.table}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={styles.header}>
          <span role="columnheader">Subject</span>
          <span role="columnheader">Source</span>
          <span role="columnheader">Started</span>
          <span role="columnheader">Analysis</span>
        </div>
      </div>
      <div ref={scrollRef} className={styles.scroll} data-conversation-scroll="">
        <div
          role="rowgroup"
          className={styles.canvas}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualRows.map((virtualRow) => {
            const conversation = items[virtualRow.index];
            const style = { transform: `translateY(${virtualRow.start}px)`, height: rowHeight };
            if (!conversation)
              return (
                <div key="more" role="row" className={styles.row} style={style}>
                  <span role="cell" className="muted">
                    Loading more conversations…
                  </span>
                </div>
              );
            return (
              <div
                key={conversation.id}
                role="row"
                aria-rowindex={virtualRow.index + 2}
                className={styles.row}
                style={style}
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
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
