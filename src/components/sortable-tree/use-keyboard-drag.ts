import type { KeyboardEvent } from 'react';
import type { DragState } from './drag-state';
import type { TreeAnnouncements } from './tree-announcements';
import { projectDrop, type DropResult, type FlatTreeRow } from './tree-model';

export interface TreeKeyboardOptions<T> {
  rows: readonly FlatTreeRow<T>[];
  indexById: ReadonlyMap<string, number>;
  drag: DragState | null;
  setDrag: (drag: DragState | null) => void;
  /** Where the current drag lands. */
  projection: DropResult | null;
  canDrop: ((row: FlatTreeRow<T>, parent: FlatTreeRow<T> | null) => boolean) | undefined;
  /** Whether rows can be moved at all (the menu), and whether they can be picked up. */
  canMove: boolean;
  canDrag: boolean;
  words: TreeAnnouncements;
  announce: (message: string) => void;
  commit: (drag: DragState, result: DropResult | null) => void;
  focusRow: (id: string) => void;
  scrollToRow: (id: string) => void;
  onToggle: (id: string) => void;
  onOpen: ((row: FlatTreeRow<T>) => void) | undefined;
}

/**
 * The keys of a tree row: arrows move between rows and open or close containers (the WAI-ARIA
 * tree pattern), Enter opens a row, and Space picks a row up. While a row is picked up, up and
 * down choose where it goes, left and right its level, Space or Enter drops it, Escape (or Tab)
 * cancels; each step is announced.
 */
export function treeKeyDown<T>(
  options: TreeKeyboardOptions<T>,
  event: KeyboardEvent<HTMLDivElement>,
  row: FlatTreeRow<T>,
) {
  if (event.target !== event.currentTarget) return;
  if (options.drag?.mode === 'keyboard') keyWhileDragging(options, options.drag, event, row);
  else keyWhileBrowsing(options, event, row);
}

function keyWhileDragging<T>(
  options: TreeKeyboardOptions<T>,
  drag: DragState,
  event: KeyboardEvent<HTMLDivElement>,
  row: FlatTreeRow<T>,
) {
  const { rows, indexById, projection, words } = options;
  const overIndex = indexById.get(drag.overId) ?? indexById.get(row.id) ?? 0;
  const handled = () => {
    event.preventDefault();
    event.stopPropagation();
  };
  const update = (next: DragState) => {
    options.setDrag(next);
    const result = projectDrop(rows, next.activeId, next.overId, next.depthOffset, options.canDrop);
    options.announce(words.describe(result, next.activeId));
    options.scrollToRow(next.overId);
  };
  const currentDepth = projection?.ok ? projection.depth : row.depth + drag.depthOffset;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      handled();
      const nextRow = rows[overIndex + (event.key === 'ArrowDown' ? 1 : -1)];
      if (!nextRow) return;
      // Keep the level the person chose while moving up and down.
      update({ ...drag, overId: nextRow.id, depthOffset: currentDepth - row.depth });
      return;
    }
    case 'ArrowRight':
    case 'ArrowLeft':
      handled();
      update({
        ...drag,
        depthOffset: currentDepth + (event.key === 'ArrowRight' ? 1 : -1) - row.depth,
      });
      return;
    case ' ':
    case 'Enter':
      handled();
      options.commit(drag, projection);
      options.setDrag(null);
      return;
    case 'Escape':
    case 'Tab':
      if (event.key === 'Escape') handled();
      options.setDrag(null);
      options.announce(words.cancelled(drag.activeId));
      return;
    default:
      return;
  }
}

function keyWhileBrowsing<T>(
  options: TreeKeyboardOptions<T>,
  event: KeyboardEvent<HTMLDivElement>,
  row: FlatTreeRow<T>,
) {
  const { rows, indexById } = options;
  const index = indexById.get(row.id) ?? 0;
  const go = (target: FlatTreeRow<T> | undefined) => {
    event.preventDefault();
    if (target) options.focusRow(target.id);
  };
  switch (event.key) {
    case 'ArrowDown':
      return go(rows[index + 1]);
    case 'ArrowUp':
      return go(rows[index - 1]);
    case 'Home':
      return go(rows[0]);
    case 'End':
      return go(rows[rows.length - 1]);
    case 'ArrowRight':
      event.preventDefault();
      if (row.collapsed) options.onToggle(row.id);
      else if (row.childIds.length > 0) go(rows[index + 1]);
      return;
    case 'ArrowLeft':
      event.preventDefault();
      if (row.childIds.length > 0 && !row.collapsed) options.onToggle(row.id);
      else if (row.parentId) go(rows[indexById.get(row.parentId) ?? -1]);
      return;
    case 'Enter':
      event.preventDefault();
      options.onOpen?.(row);
      return;
    case ' ':
      event.preventDefault();
      if (!options.canDrag) {
        if (options.canMove)
          options.announce('Clear the filter to drag; the Actions menu can still move it.');
        return;
      }
      options.setDrag({ activeId: row.id, overId: row.id, depthOffset: 0, mode: 'keyboard' });
      options.announce(options.words.pickedUp(row.id));
      return;
    default:
      return;
  }
}
