import type { Announcements } from '@dnd-kit/core';
import { useCallback, useMemo } from 'react';
import { findInTree, type DropResult, type FlatTreeRow, type TreeItem } from './tree-model';

/** The hidden instructions a tree is described by, for what its rows allow. */
export function treeInstructions(canDrag: boolean): string {
  return canDrag
    ? 'Press Space on an item to pick it up, the arrow keys to move it, Space to drop it and Escape to cancel. Each item’s Actions menu also has Move up, Move down and Move to.'
    : 'Use the arrow keys to move between items, Enter to open one.';
}

/**
 * What a screen reader hears while a row is moved, by pointer or keyboard: where it would land,
 * why it cannot, and how the move ended. Rows are named by `getLabel`; a row out of view (or
 * filtered out) is looked up in the whole tree.
 */
export function useTreeAnnouncements<T>(options: {
  rows: readonly FlatTreeRow<T>[];
  indexById: ReadonlyMap<string, number>;
  allItems: readonly TreeItem<T>[];
  getLabel: (data: T) => string;
  dropRule?: ((row: FlatTreeRow<T>) => string) | undefined;
}) {
  const { rows, indexById, allItems, getLabel, dropRule } = options;

  const labelOf = useCallback(
    (id: string | undefined | null) => {
      if (!id) return '';
      const index = indexById.get(id);
      const row = index === undefined ? undefined : rows[index];
      if (row) return getLabel(row.data);
      const found = findInTree(allItems, id);
      return found ? getLabel(found.item.data) : '';
    },
    [allItems, getLabel, indexById, rows],
  );

  /** Where the dragged row would land now, or why it cannot. */
  const describe = useCallback(
    (result: DropResult | null, activeId: string): string => {
      const name = labelOf(activeId);
      if (!result) return '';
      if (!result.ok) {
        if (result.reason === 'into-descendant') return `${name} cannot go inside itself.`;
        const row = rows.find((candidate) => candidate.id === activeId);
        const rule = row && dropRule ? dropRule(row) : undefined;
        return rule ? `${name} cannot be dropped here: ${rule}` : `${name} cannot be dropped here.`;
      }
      const place = result.parentId ? `inside ${labelOf(result.parentId)}` : 'at the top level';
      const next = result.position
        ? 'after' in result.position
          ? `, after ${labelOf(result.position.after)}`
          : `, before ${labelOf(result.position.before)}`
        : '';
      return `${name}: ${place}${next}${result.changed ? '' : ' (where it is now)'}.`;
    },
    [labelOf, rows, dropRule],
  );

  /** How a drop ended. */
  const dropped = useCallback(
    (activeId: string, result: DropResult | null): string => {
      const name = labelOf(activeId);
      if (!result || !result.ok) return `${describe(result, activeId)} ${name} was not moved.`;
      if (!result.changed) return `${name} was dropped where it was.`;
      return `${name} moved ${result.parentId ? `into ${labelOf(result.parentId)}` : 'to the top level'}.`;
    },
    [describe, labelOf],
  );

  const pickedUp = useCallback(
    (id: string) =>
      `Picked up ${labelOf(id)}. Up and down arrows move it, left and right change the level, Space drops it, Escape cancels.`,
    [labelOf],
  );

  const cancelled = useCallback(
    (id: string) => `Move cancelled. ${labelOf(id)} stays where it was.`,
    [labelOf],
  );

  /** dnd-kit's own live region says only the start and the cancel; the tree says the rest. */
  const pointer: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => `Picked up ${labelOf(String(active.id))}.`,
      onDragOver: () => undefined,
      onDragMove: () => undefined,
      onDragEnd: () => undefined,
      onDragCancel: ({ active }) => cancelled(String(active.id)),
    }),
    [labelOf, cancelled],
  );

  return useMemo(
    () => ({ labelOf, describe, dropped, pickedUp, cancelled, pointer }),
    [labelOf, describe, dropped, pickedUp, cancelled, pointer],
  );
}

export type TreeAnnouncements = ReturnType<typeof useTreeAnnouncements>;
