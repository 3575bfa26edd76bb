import { descendantIds, findInTree, type TreeItem, type TreeMove } from './tree-items';

/*
 * Moves as the platform's move operations take them: a parent and a position next to a sibling.
 */

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

/**
 * The move that puts the item last among the children of `parent` (null: the root), or null
 * when it is last there already.
 */
export function moveToEnd<T>(
  items: readonly TreeItem<T>[],
  id: string,
  parent: string | null,
): TreeMove | null {
  const siblings = parent === null ? items : (findInTree(items, parent)?.item.children ?? []);
  if (siblings[siblings.length - 1]?.id === id) return null;
  const others = siblings.filter((sibling) => sibling.id !== id);
  const last = others[others.length - 1];
  return { id, parent, position: last ? { after: last.id } : null };
}
