import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FlatTreeRow } from './tree-model';

/**
 * The tree's window onto its rows: only the rows in view (plus a few) are rendered, absolutely
 * placed in a canvas as tall as every row. The row being dragged and the focused row stay
 * mounted, so dnd-kit and the keyboard keep their node; `focusRow` scrolls a row into view and
 * focuses it once it is rendered. One row is the tab stop: the focused one, else the first.
 */
export function useTreeView<T>(options: {
  rows: readonly FlatTreeRow<T>[];
  indexById: ReadonlyMap<string, number>;
  rowHeight: number;
  /** The index of the row being dragged. */
  activeIndex: number | undefined;
  /** The tree's current row, if it has one: the tab stop before any other is focused. */
  currentId?: string | undefined;
}) {
  const { rows, indexById, rowHeight, activeIndex, currentId } = options;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    // A few rows beyond each edge: every row mounted costs its share of each scrolled frame, and
    // a jump farther than the overscan mounts a whole new window anyway.
    overscan: 3,
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = new Set(defaultRangeExtractor(range));
        if (activeIndex !== undefined) indexes.add(activeIndex);
        const focusedIndex = focusedId === null ? undefined : indexById.get(focusedId);
        if (focusedIndex !== undefined) indexes.add(focusedIndex);
        return [...indexes].sort((a, b) => a - b);
      },
      [activeIndex, focusedId, indexById],
    ),
  });

  const tabStopId =
    focusedId !== null && indexById.has(focusedId)
      ? focusedId
      : currentId !== undefined && indexById.has(currentId)
        ? currentId
        : (rows[0]?.id ?? null);

  // A current row far down the tree (a page opened by its address) is brought into view.
  const currentIndex = currentId === undefined ? undefined : indexById.get(currentId);
  // Only when the current row changes: the person's own scrolling stays theirs.
  const scrolledTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (currentIndex === undefined || scrolledTo.current === currentId) return;
    scrolledTo.current = currentId;
    virtualizer.scrollToIndex(currentIndex, { align: 'auto' });
  });

  const focusRow = useCallback(
    (id: string) => {
      const index = indexById.get(id);
      if (index === undefined) return;
      setFocusedId(id);
      pendingFocus.current = id;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [indexById, virtualizer],
  );

  /** Scrolls to the row with `id` without moving the focus (a keyboard drag's target). */
  const scrollToRow = useCallback(
    (id: string) => {
      const index = indexById.get(id);
      if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [indexById, virtualizer],
  );

  const virtualItems = virtualizer.getVirtualItems();
  useEffect(() => {
    // A row scrolled into view by the keyboard is mounted on this render; focus it now.
    const id = pendingFocus.current;
    if (id === null) return;
    const node = scrollRef.current?.querySelector<HTMLElement>(
      `[data-tree-id="${CSS.escape(id)}"]`,
    );
    if (node) {
      pendingFocus.current = null;
      // A menu the person opened meanwhile (a row's Actions, while a move was still landing)
      // keeps the focus, even while its code is still loading and the focus is on its button:
      // taking it would close that menu under their pointer.
      const active = document.activeElement;
      if (active?.closest('[role="menu"], [aria-haspopup="menu"][aria-expanded="true"]')) return;
      node.focus({ preventScroll: true });
    }
  });

  useEffect(() => {
    // A press anywhere means the person has moved on: a focus still waiting for its row (a
    // move landing after they clicked elsewhere) is dropped rather than taken from them.
    const dropPending = () => {
      pendingFocus.current = null;
    };
    document.addEventListener('pointerdown', dropPending, true);
    return () => document.removeEventListener('pointerdown', dropPending, true);
  }, []);

  return {
    scrollRef,
    virtualItems,
    totalSize: virtualizer.getTotalSize(),
    tabStopId,
    setFocusedId,
    focusRow,
    scrollToRow,
  };
}
