import { observeElementRect, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The rows of a virtual table of fixed-height rows loaded page by page: only the rows in view
 * (and `overscan` around them) are rendered, and the next page is asked for once the rows in
 * view come within `ahead` rows of the end of the loaded ones. Without layout (a hidden table,
 * or tests without CSS) it assumes `fallbackRect`, so a first screen of rows still renders.
 */
export function useVirtualRows(options: {
  count: number;
  rowHeight: number;
  overscan: number;
  fallbackRect: { width: number; height: number };
  /** Where the rows start inside the scrolling element (under a header row in it). */
  scrollMargin?: number;
  /** How many records are loaded, whether there are more, and how to ask for them. */
  loaded: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => unknown;
  ahead?: number;
}) {
  const { fallbackRect, loaded, hasMore, loadingMore, loadMore } = options;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: options.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => options.rowHeight,
    overscan: options.overscan,
    ...(options.scrollMargin === undefined ? {} : { scrollMargin: options.scrollMargin }),
    initialRect: fallbackRect,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : fallbackRect)),
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? 0;
  const threshold = loaded - (options.ahead ?? 0);
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= threshold) void loadMore();
  }, [hasMore, loadingMore, lastIndex, threshold, loadMore]);
  return { scrollRef, rows, totalSize: virtualizer.getTotalSize() };
}

/**
 * One row of a virtual table, placed at its offset (less `offset`, the rows' start inside the
 * scrolling element). Its `aria-rowindex` counts the header row; a row that only says the next
 * ones are loading (`placeholder`) has none.
 */
export function VirtualRow(props: {
  row: VirtualItem;
  height: number;
  offset?: number;
  className?: string | undefined;
  placeholder?: boolean;
  children: ReactNode;
}) {
  const { row } = props;
  return (
    <div
      role="row"
      {...(props.placeholder ? {} : { 'aria-rowindex': row.index + 2 })}
      className={props.className}
      style={{
        height: props.height,
        transform: `translateY(${row.start - (props.offset ?? 0)}px)`,
      }}
    >
      {props.children}
    </div>
  );
}
