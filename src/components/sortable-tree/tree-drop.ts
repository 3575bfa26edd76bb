import type { FlatTreeRow, TreePosition } from './tree-items';
import type { MoveProblem } from './tree-moves';

export interface DropProjection {
  parentId: string | null;
  depth: number;
  position: TreePosition;
  /** False when the drop puts the item back where it was (no request should be sent). */
  changed: boolean;
}

/** A refused drop; `parentId` says where it would have gone when the caller's rule refused it. */
export type DropResult =
  | ({ ok: true } & DropProjection)
  | { ok: false; reason: MoveProblem | 'unknown-row'; parentId?: string | null };

/**
 * Where a dragged row lands. `rows` are the visible rows; the dragged row is put at the place of
 * `overId` (above it when coming from below, below it when coming from above, as a sortable
 * list does), and `depthOffset` (the horizontal drag divided by the indentation, rounded) moves
 * it in or out between the depth of the row above (plus one when that row takes children) and
 * the depth of the row below. `canDrop` adds rules of the caller's domain.
 */
export function projectDrop<T>(
  rows: readonly FlatTreeRow<T>[],
  activeId: string,
  overId: string,
  depthOffset: number,
  canDrop?: (active: FlatTreeRow<T>, parent: FlatTreeRow<T> | null) => boolean,
): DropResult {
  const activeIndex = rows.findIndex((row) => row.id === activeId);
  const active = rows[activeIndex];
  if (!active) return { ok: false, reason: 'unknown-row' };
  // The dragged item carries its subtree: its descendants are not places it can go.
  const inside = new Set<string>();
  for (let i = activeIndex + 1; i < rows.length; i += 1) {
    const row = rows[i];
    if (!row || row.depth <= active.depth) break;
    inside.add(row.id);
  }
  if (overId !== activeId && inside.has(overId)) return { ok: false, reason: 'into-descendant' };
  const list = rows.filter((row) => !inside.has(row.id));
  const from = list.findIndex((row) => row.id === activeId);
  const to = list.findIndex((row) => row.id === overId);
  if (to === -1) return { ok: false, reason: 'unknown-row' };
  const moved = [...list];
  moved.splice(from, 1);
  moved.splice(to, 0, active);

  const previous = moved[to - 1];
  const next = moved[to + 1];
  const maxDepth = previous ? previous.depth + (previous.canHaveChildren ? 1 : 0) : 0;
  const minDepth = next ? next.depth : 0;
  const wanted = active.depth + depthOffset;
  const depth = Math.max(minDepth, Math.min(maxDepth, wanted));

  // The parent is the nearest row above at depth - 1.
  let parent: FlatTreeRow<T> | null = null;
  if (depth > 0) {
    for (let i = to - 1; i >= 0; i -= 1) {
      const row = moved[i];
      if (row && row.depth === depth - 1) {
        parent = row;
        break;
      }
    }
  }
  const parentId = parent ? parent.id : null;
  if (parent && !parent.canHaveChildren) return { ok: false, reason: 'not-a-container' };
  if (canDrop && !canDrop(active, parent))
    return { ok: false, reason: 'not-a-container', parentId };

  // The sibling right above among the new parent's children, else the one right below.
  let after: string | undefined;
  for (let i = to - 1; i >= 0; i -= 1) {
    const row = moved[i];
    if (!row || row.depth < depth) break;
    if (row.depth === depth) {
      after = row.id;
      break;
    }
  }
  let before: string | undefined;
  if (after === undefined) {
    for (let i = to + 1; i < moved.length; i += 1) {
      const row = moved[i];
      if (!row || row.depth < depth) break;
      if (row.depth === depth) {
        before = row.id;
        break;
      }
    }
  }
  // A collapsed parent hides its children: the item goes first among them.
  if (after === undefined && before === undefined && parent?.collapsed) {
    before = parent.childIds.find((id) => id !== activeId);
  }
  const position: TreePosition =
    after !== undefined ? { after } : before !== undefined ? { before } : null;
  return {
    ok: true,
    parentId,
    depth,
    position,
    changed: !isSamePlace(active, parentId, position, rows),
  };
}

/** Whether a move would leave the row where it is now. */
function isSamePlace<T>(
  active: FlatTreeRow<T>,
  parentId: string | null,
  position: TreePosition,
  rows: readonly FlatTreeRow<T>[],
): boolean {
  if (parentId !== active.parentId) return false;
  const siblings = rows.filter((row) => row.parentId === parentId && row.depth === active.depth);
  const own = siblings.findIndex((row) => row.id === active.id);
  if (position === null) return siblings.length <= 1;
  if ('after' in position) return siblings[own - 1]?.id === position.after;
  return siblings[own + 1]?.id === position.before;
}
