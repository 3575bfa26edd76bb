/**
 * Trees are stored nested and handled flat: the view renders a flat list of rows (so it can be
 * virtualized), a drag is projected onto that list, and the result is a move expressed the way
 * the platform's move operations take it: a parent and a position next to a sibling.
 * Everything here is pure so it is unit-tested without a DOM.
 */

export interface TreeItem<T> {
  id: string;
  data: T;
  /** Whether other items may be dropped into this one (a collection, a section group...). */
  canHaveChildren: boolean;
  children: TreeItem<T>[];
}

export interface FlatTreeRow<T> {
  id: string;
  parentId: string | null;
  /** 0 for the root's children. */
  depth: number;
  /** Position among its siblings, from 0. */
  index: number;
  /** Number of siblings, itself included (aria-setsize). */
  setSize: number;
  data: T;
  canHaveChildren: boolean;
  childIds: readonly string[];
  /** True when the row has children that are hidden because it is collapsed. */
  collapsed: boolean;
}

/** Where an item goes among the children of its new parent; null when it is the only child. */
export type TreePosition = { before: string } | { after: string } | null;

export interface TreeMove {
  id: string;
  parent: string | null;
  position: TreePosition;
}

/**
 * Nested items to rows in display order. Children of a collapsed item (and of `hideChildrenOf`,
 * the item being dragged, which carries its subtree along) are left out.
 */
export function flatten<T>(
  items: readonly TreeItem<T>[],
  options: { collapsed?: ReadonlySet<string>; hideChildrenOf?: string | null } = {},
): FlatTreeRow<T>[] {
  const rows: FlatTreeRow<T>[] = [];
  // Iterative so a deep tree cannot overflow the stack.
  const stack: Array<{ siblings: readonly TreeItem<T>[]; index: number; parentId: string | null }> =
    [{ siblings: items, index: 0, parentId: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (!frame) break;
    const item = frame.siblings[frame.index];
    if (!item) {
      stack.pop();
      continue;
    }
    frame.index += 1;
    const hidden =
      item.children.length > 0 &&
      (options.collapsed?.has(item.id) === true || options.hideChildrenOf === item.id);
    rows.push({
      id: item.id,
      parentId: frame.parentId,
      depth: stack.length - 1,
      index: frame.index - 1,
      setSize: frame.siblings.length,
      data: item.data,
      canHaveChildren: item.canHaveChildren,
      childIds: item.children.map((child) => child.id),
      collapsed: hidden,
    });
    if (!hidden && item.children.length > 0) {
      stack.push({ siblings: item.children, index: 0, parentId: item.id });
    }
  }
  return rows;
}

/**
 * Rows (in display order, each with its parentId) back to nested items. Rows whose parent is not
 * among the rows are put at the root so nothing is lost.
 */
export function buildTree<T>(
  rows: readonly Pick<FlatTreeRow<T>, 'id' | 'parentId' | 'data' | 'canHaveChildren'>[],
): TreeItem<T>[] {
  const byId = new Map<string, TreeItem<T>>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      data: row.data,
      canHaveChildren: row.canHaveChildren,
      children: [],
    });
  }
  const roots: TreeItem<T>[] = [];
  for (const row of rows) {
    const item = byId.get(row.id);
    if (!item) continue;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent && parent !== item) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

/** The item with `id`, its parent's id and its siblings, or undefined. */
export function findInTree<T>(
  items: readonly TreeItem<T>[],
  id: string,
):
  | { item: TreeItem<T>; parentId: string | null; siblings: readonly TreeItem<T>[]; index: number }
  | undefined {
  const stack: Array<{ siblings: readonly TreeItem<T>[]; parentId: string | null }> = [
    { siblings: items, parentId: null },
  ];
  while (stack.length > 0) {
    const frame = stack.pop();
    if (!frame) break;
    const index = frame.siblings.findIndex((item) => item.id === id);
    const item = frame.siblings[index];
    if (item) return { item, parentId: frame.parentId, siblings: frame.siblings, index };
    for (const sibling of frame.siblings) {
      if (sibling.children.length > 0) {
        stack.push({ siblings: sibling.children, parentId: sibling.id });
      }
    }
  }
  return undefined;
}

/** Ids of every item inside `item` (not itself). */
export function descendantIds<T>(item: TreeItem<T>): Set<string> {
  const ids = new Set<string>();
  const stack = [...item.children];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    ids.add(next.id);
    stack.push(...next.children);
  }
  return ids;
}

export type MoveProblem = 'not-found' | 'into-itself' | 'into-descendant' | 'not-a-container';

/** Why a move cannot be made, or undefined when it can. Mirrors what a backend answers 4xx to. */
export function moveProblem<T>(
  items: readonly TreeItem<T>[],
  move: TreeMove,
): MoveProblem | undefined {
  const found = findInTree(items, move.id);
  if (!found) return 'not-found';
  if (move.parent === move.id) return 'into-itself';
  if (move.parent !== null) {
    if (descendantIds(found.item).has(move.parent)) return 'into-descendant';
    const parent = findInTree(items, move.parent);
    if (!parent) return 'not-found';
    if (!parent.item.canHaveChildren) return 'not-a-container';
  }
  const sibling =
    move.position === null
      ? undefined
      : 'before' in move.position
        ? move.position.before
        : move.position.after;
  if (sibling !== undefined) {
    if (sibling === move.id) return 'into-itself';
    const placed = findInTree(items, sibling);
    if (!placed || placed.parentId !== move.parent) return 'not-found';
  }
  return undefined;
}

/**
 * Applies a move to nested items and returns new arrays along the changed paths (the rest is
 * shared), for an optimistic update. An impossible move returns the items unchanged.
 */
export function moveInTree<T>(items: readonly TreeItem<T>[], move: TreeMove): TreeItem<T>[] {
  if (moveProblem(items, move)) return [...items];
  const found = findInTree(items, move.id);
  if (!found) return [...items];
  const moving = found.item;
  const without = mapChildren(items, found.parentId, (children) =>
    children.filter((child) => child.id !== move.id),
  );
  return mapChildren(without, move.parent, (children) => {
    const next = [...children];
    if (move.position === null) {
      next.push(moving);
      return next;
    }
    const siblingId = 'before' in move.position ? move.position.before : move.position.after;
    const at = next.findIndex((child) => child.id === siblingId);
    if (at === -1) next.push(moving);
    else next.splice('before' in move.position ? at : at + 1, 0, moving);
    return next;
  });
}

/** Replaces the children of `parentId` (null: the root list) with `change(children)`. */
function mapChildren<T>(
  items: readonly TreeItem<T>[],
  parentId: string | null,
  change: (children: readonly TreeItem<T>[]) => TreeItem<T>[],
): TreeItem<T>[] {
  if (parentId === null) return change(items);
  const visit = (list: readonly TreeItem<T>[]): TreeItem<T>[] | undefined => {
    for (let i = 0; i < list.length; i += 1) {
      const item = list[i];
      if (!item) continue;
      if (item.id === parentId) {
        const copy = [...list];
        copy[i] = { ...item, children: change(item.children) };
        return copy;
      }
      const inner = item.children.length > 0 ? visit(item.children) : undefined;
      if (inner) {
        const copy = [...list];
        copy[i] = { ...item, children: inner };
        return copy;
      }
    }
    return undefined;
  };
  return visit(items) ?? [...items];
}

/** The move that puts the item one place up or down among its siblings, or null at the edge. */
export function siblingMove<T>(
  items: readonly TreeItem<T>[],
  id: string,
  direction: 'up' | 'down',
): TreeMove | null {
  const found = findInTree(items, id);
  if (!found) return null;
  const neighbour = found.siblings[found.index + (direction === 'up' ? -1 : 1)];
  if (!neighbour) return null;
  return {
    id,
    parent: found.parentId,
    position: direction === 'up' ? { before: neighbour.id } : { after: neighbour.id },
  };
}

export interface DropProjection {
  parentId: string | null;
  depth: number;
  position: TreePosition;
  /** False when the drop puts the item back where it was (no request should be sent). */
  changed: boolean;
}

export type DropResult =
  ({ ok: true } & DropProjection) | { ok: false; reason: MoveProblem | 'unknown-row' };

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
  if (canDrop && !canDrop(active, parent)) return { ok: false, reason: 'not-a-container' };

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

/** Keeps the items whose data matches, with their ancestors (so each match has its path). */
export function filterTree<T>(
  items: readonly TreeItem<T>[],
  matches: (item: TreeItem<T>) => boolean,
): TreeItem<T>[] {
  const result: TreeItem<T>[] = [];
  for (const item of items) {
    if (matches(item)) {
      result.push(item);
      continue;
    }
    const children = filterTree(item.children, matches);
    if (children.length > 0) result.push({ ...item, children });
  }
  return result;
}

/** Counts the items of a tree by a key of their data (for example "space" and "collection"). */
export function countTree<T>(items: readonly TreeItem<T>[], key: (item: TreeItem<T>) => string) {
  const counts = new Map<string, number>();
  const stack = [...items];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const k = key(item);
    counts.set(k, (counts.get(k) ?? 0) + 1);
    stack.push(...item.children);
  }
  return counts;
}
