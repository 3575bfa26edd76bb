import { indexed } from '../store/indexes.ts';
import type { BackendState, CollectionRecord, SpaceRecord } from '../store/state.ts';

/**
 * An organization's content as a tree: spaces and collections under the organization root or
 * under a collection, and the spaces and collections of one parent in ONE order (`index`).
 * Everything here is a plain function of the state; the rules (who, when, which error) live
 * in spaces.ts, collections.ts and content-moves.ts.
 */

/** A deleted space is kept this long, then it is gone. */
export const retentionMs = 7 * 24 * 60 * 60 * 1000;

export type ContentNode =
  { type: 'space'; record: SpaceRecord } | { type: 'collection'; record: CollectionRecord };

/** Key of a parent in maps: the collection id, or '' for the organization root. */
export function parentKey(parentId: string | undefined): string {
  return parentId ?? '';
}

export function isDeleted(space: SpaceRecord): boolean {
  return space.deletedAt !== undefined;
}

/** True once a deleted space has been deleted for 7 days or more. */
export function isExpired(space: SpaceRecord, now: Date): boolean {
  return (
    space.deletedAt !== undefined && now.getTime() - Date.parse(space.deletedAt) >= retentionMs
  );
}

/** When a deleted space stops being restorable. */
export function expiresAt(space: SpaceRecord): Date | undefined {
  return space.deletedAt === undefined
    ? undefined
    : new Date(Date.parse(space.deletedAt) + retentionMs);
}

function byIndex(a: ContentNode, b: ContentNode): number {
  return (
    a.record.index - b.record.index ||
    // Equal indexes never happen after a rule ran; fall back to something stable anyway.
    (a.type === b.type ? 0 : a.type === 'collection' ? -1 : 1)
  );
}

/**
 * The active children of every parent of one organization, each list in order. One pass over
 * the state plus one sort per parent: O(n log n), whatever the shape of the tree.
 */
export function childrenByParent(
  state: BackendState,
  organizationId: string,
): Map<string, ContentNode[]> {
  const children = new Map<string, ContentNode[]>();
  const add = (key: string, node: ContentNode) => {
    const list = children.get(key);
    if (list) list.push(node);
    else children.set(key, [node]);
  };
  for (const record of state.collections)
    if (record.organizationId === organizationId)
      add(parentKey(record.parentId), { type: 'collection', record });
  for (const record of state.spaces)
    if (record.organizationId === organizationId && !isDeleted(record))
      add(parentKey(record.parentId), { type: 'space', record });
  for (const list of children.values()) list.sort(byIndex);
  return children;
}

/**
 * `childrenByParent`, kept between reads of an unchanged state (store/indexes.ts): the
 * organization's ordered index, from which a list page is a slice. Read-only for callers.
 */
export function contentChildren(
  state: BackendState,
  organizationId: string,
): ReadonlyMap<string, readonly ContentNode[]> {
  return indexed(state, `children:${organizationId}`, () =>
    childrenByParent(state, organizationId),
  );
}

/** Depth first, siblings in order: the order lists answer in. */
export function treeOrder(children: ReadonlyMap<string, readonly ContentNode[]>): ContentNode[] {
  const ordered: ContentNode[] = [];
  // An explicit stack: a deep chain of collections must not overflow the call stack.
  const stack: ContentNode[] = [...(children.get('') ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as ContentNode;
    ordered.push(node);
    if (node.type === 'collection') {
      const inner = children.get(node.record.id);
      if (inner) for (let i = inner.length - 1; i >= 0; i -= 1) stack.push(inner[i] as ContentNode);
    }
  }
  return ordered;
}

/** The active children of one parent, in order. */
export function siblingsOf(
  state: BackendState,
  organizationId: string,
  parentId: string | undefined,
): ContentNode[] {
  const nodes: ContentNode[] = [];
  for (const record of state.collections)
    if (record.organizationId === organizationId && record.parentId === parentId)
      nodes.push({ type: 'collection', record });
  for (const record of state.spaces)
    if (
      record.organizationId === organizationId &&
      record.parentId === parentId &&
      !isDeleted(record)
    )
      nodes.push({ type: 'space', record });
  return nodes.sort(byIndex);
}

/** Numbers `nodes` 0, 1, 2... in the order given. */
export function renumber(nodes: readonly ContentNode[]): void {
  nodes.forEach((node, index) => {
    node.record.index = index;
  });
}

export function sameNode(a: ContentNode, b: ContentNode): boolean {
  return a.type === b.type && a.record.id === b.record.id;
}

/**
 * Puts `node` among the children of `parentId` at `index` (clamped to the end) and renumbers
 * that parent. The node must already carry `parentId`; it is taken out first if it is there.
 */
/**
 * A new space or collection joins its organization's records and its siblings under its
 * parent, at `index` (clamped: the end by default).
 */
export function addContent(
  state: BackendState,
  node: ContentNode,
  index: number = Number.MAX_SAFE_INTEGER,
): void {
  if (node.type === 'space') state.spaces.push(node.record);
  else state.collections.push(node.record);
  placeAt(state, node, node.record.parentId, index);
}

export function placeAt(
  state: BackendState,
  node: ContentNode,
  parentId: string | undefined,
  index: number,
): void {
  const others = siblingsOf(state, node.record.organizationId, parentId).filter(
    (sibling) => !sameNode(sibling, node),
  );
  others.splice(Math.max(0, Math.min(index, others.length)), 0, node);
  renumber(others);
}

/** Renumbers the active children of a parent, e.g. after one of them left. */
export function closeGap(
  state: BackendState,
  organizationId: string,
  parentId: string | undefined,
): void {
  renumber(siblingsOf(state, organizationId, parentId));
}

/** The collection and every collection nested in it, at any depth. */
export function collectionSubtree(state: BackendState, root: CollectionRecord): Set<string> {
  const byParent = new Map<string, string[]>();
  for (const record of state.collections) {
    if (record.organizationId !== root.organizationId || record.parentId === undefined) continue;
    const list = byParent.get(record.parentId);
    if (list) list.push(record.id);
    else byParent.set(record.parentId, [record.id]);
  }
  const ids = new Set<string>([root.id]);
  const queue = [root.id];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    for (const child of byParent.get(id) ?? [])
      if (!ids.has(child)) {
        ids.add(child);
        queue.push(child);
      }
  }
  return ids;
}

/** Removes spaces deleted 7 days ago or more, for good. Returns the ids removed. */
export function purgeExpired(state: BackendState, now: Date): string[] {
  const removed: string[] = [];
  if (!state.spaces.some((space) => isExpired(space, now))) return removed;
  state.spaces = state.spaces.filter((space) => {
    if (!isExpired(space, now)) return true;
    removed.push(space.id);
    return false;
  });
  return removed;
}
