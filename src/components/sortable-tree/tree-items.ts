/**
 * Trees are stored nested and handled flat: the view renders a flat list of rows (so it can be
 * virtualized). These are the shapes and the walks over them; moves are in tree-moves.ts and the
 * projection of a drag in tree-drop.ts. Everything here is pure so it is unit-tested without a DOM.
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

/** An item as a row of its own, for rules written over rows (such as `canDrop`) outside a view. */
export function rowOf<T>(item: TreeItem<T>): FlatTreeRow<T> {
  return {
    id: item.id,
    parentId: null,
    depth: 0,
    index: 0,
    setSize: 1,
    data: item.data,
    canHaveChildren: item.canHaveChildren,
    childIds: item.children.map((child) => child.id),
    collapsed: false,
  };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * `next` with each row equal to the previous render's row of the same id replaced by that
 * previous object (structural sharing): the view memoizes rows by identity, so only rows that
 * changed re-render after a move, a toggle or new data.
 */
export function shareRows<T>(
  previous: readonly FlatTreeRow<T>[],
  next: FlatTreeRow<T>[],
): FlatTreeRow<T>[] {
  if (previous.length === 0) return next;
  const byId = new Map(previous.map((row) => [row.id, row]));
  return next.map((row) => {
    const old = byId.get(row.id);
    const same =
      old !== undefined &&
      old.data === row.data &&
      old.parentId === row.parentId &&
      old.depth === row.depth &&
      old.index === row.index &&
      old.setSize === row.setSize &&
      old.collapsed === row.collapsed &&
      old.canHaveChildren === row.canHaveChildren &&
      sameIds(old.childIds, row.childIds);
    return same ? old : row;
  });
}
