import type { Announcements } from '@dnd-kit/core';
import { useCallback, useMemo } from 'react';
import {
  findInTree,
  type DropResult,
  type FlatTreeRow,
  type TreeItem,
  type TreeMove,
} from './tree-model';

/** The hidden instructions a tree is described by, for what its rows allow. */
export function treeInstructions(canDrag: boolean): string {
  return canDrag
    ? 'Press Space on an item to pick it up, the arrow keys to move it, Space to drop it and Escape to cancel. Each item’s Actions menu also has Move up, Move down and Move to.'
    : 'Use the arrow keys to move between items, Enter to open one.';
}

/**
 * dnd-kit's own live region keeps its last words until the next drag, so a finished drag would
 * still say "Picked up …". It says nothing; the tree's one live region says every step.
 */
export const silentDndAnnouncements: Announcements = {
  onDragStart: () => '',
  onDragOver: () => '',
  onDragMove: () => '',
  onDragEnd: () => '',
  onDragCancel: () => '',
};

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
  dropRule?: ((row: FlatTreeRow<T>, parent: FlatTreeRow<T> | null) => string) | undefined;
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

  /** Why `activeId` may not go into `parentId`, in the caller's words when it gave a rule. */
  const refusal = useCallback(
    (activeId: string, parentId: string | null | undefined): string => {
      const name = labelOf(activeId);
      const row = rows.find((candidate) => candidate.id === activeId);
      const parentIndex = parentId ? indexById.get(parentId) : undefined;
      const parent = parentIndex === undefined ? null : (rows[parentIndex] ?? null);
      const rule = row && dropRule ? dropRule(row, parent) : undefined;
      return rule ? `${name} cannot be dropped here: ${rule}` : `${name} cannot be dropped here.`;
    },
    [labelOf, rows, indexById, dropRule],
  );

  /**
   * A move in words, from where the row is now: "Guides moved into Build, after iOS." or
   * "Guides moved before API reference, at the top level." Said before the move is made.
   */
  const moveWords = useCallback(
    (move: TreeMove): string => {
      const name = labelOf(move.id);
      const from = findInTree(allItems, move.id)?.parentId ?? null;
      const sibling = move.position
        ? 'after' in move.position
          ? `after ${labelOf(move.position.after)}`
          : `before ${labelOf(move.position.before)}`
        : '';
      if (from === move.parent) {
        const where = move.parent ? `in ${labelOf(move.parent)}` : 'at the top level';
        return `${name} moved ${sibling || 'to the end'}, ${where}.`;
      }
      const into = move.parent ? `into ${labelOf(move.parent)}` : 'to the top level';
      return `${name} moved ${into}${sibling ? `, ${sibling}` : ''}.`;
    },
    [allItems, labelOf],
  );

  /** Where the dragged row would land now, or why it cannot. */
  const describe = useCallback(
    (result: DropResult | null, activeId: string): string => {
      const name = labelOf(activeId);
      if (!result) return '';
      if (!result.ok) {
        if (result.reason === 'into-descendant') return `${name} cannot go inside itself.`;
        return refusal(activeId, result.parentId);
      }
      const place = result.parentId ? `inside ${labelOf(result.parentId)}` : 'at the top level';
      const next = result.position
        ? 'after' in result.position
          ? `, after ${labelOf(result.position.after)}`
          : `, before ${labelOf(result.position.before)}`
        : '';
      return `${name}: ${place}${next}${result.changed ? '' : ' (where it is now)'}.`;
    },
    [labelOf, refusal],
  );

  /** How a drop ended: moved (said as the move), dropped where it was, or refused and why. */
  const dropped = useCallback(
    (activeId: string, result: DropResult | null): string => {
      const name = labelOf(activeId);
      if (!result) return `Move cancelled. ${name} stays where it was.`;
      if (!result.ok) return `${describe(result, activeId)} ${name} was not moved.`;
      if (!result.changed) return `${name} was dropped where it was; nothing moved.`;
      return moveWords({ id: activeId, parent: result.parentId, position: result.position });
    },
    [describe, labelOf, moveWords],
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

  return useMemo(
    () => ({ labelOf, describe, dropped, moveWords, pickedUp, cancelled }),
    [labelOf, describe, dropped, moveWords, pickedUp, cancelled],
  );
}

export type TreeAnnouncements = ReturnType<typeof useTreeAnnouncements>;
