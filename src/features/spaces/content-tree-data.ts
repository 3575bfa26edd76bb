import {
  countTree,
  filterTree,
  moveInTree,
  type TreeItem,
  type TreeMove,
  type TreePosition,
} from '@/components/sortable-tree/tree-model';
import type { Collection, ContentMove, Space } from '@/api/schema.gen';

export type { Collection, ContentMove, Space } from '@/api/schema.gen';

/**
 * A row of the content tree. Tree ids carry the kind ("space:<id>", "collection:<id>") because
 * spaces and collections are different resources whose ids need not be distinct.
 */
export type ContentNode =
  { kind: 'collection'; collection: Collection; spaces: number } | { kind: 'space'; space: Space };

export type ContentItem = TreeItem<ContentNode>;

export const treeId = (kind: ContentNode['kind'], id: string) => `${kind}:${id}`;

export function parseTreeId(key: string): { kind: ContentNode['kind']; id: string } {
  const at = key.indexOf(':');
  const kind = key.slice(0, at);
  return { kind: kind === 'collection' ? 'collection' : 'space', id: key.slice(at + 1) };
}

export const nodeTitle = (node: ContentNode) =>
  node.kind === 'space' ? node.space.title : node.collection.title;

/**
 * Spaces and collections (each carrying `parent` and `index`) as one nested tree: the spaces and
 * collections of a parent share one order. Items whose parent is unknown go to the root so none
 * is hidden; each collection counts the spaces inside it at any depth.
 */
export function buildContentTree(
  collections: readonly Collection[],
  spaces: readonly Space[],
): ContentItem[] {
  const known = new Set(collections.map((collection) => collection.id));
  const byParent = new Map<string | null, Array<{ index: number; item: ContentItem }>>();
  const add = (parent: string | undefined, index: number, item: ContentItem) => {
    const key = parent !== undefined && known.has(parent) ? parent : null;
    let list = byParent.get(key);
    if (!list) byParent.set(key, (list = []));
    list.push({ index, item });
  };
  const collectionItems = new Map<string, ContentItem>();
  for (const collection of collections) {
    const item: ContentItem = {
      id: treeId('collection', collection.id),
      // Counted below (countSpaces), where the data shared between builds is picked.
      data: { kind: 'collection', collection, spaces: 0 },
      canHaveChildren: true,
      children: [],
    };
    collectionItems.set(collection.id, item);
    add(collection.parent, collection.index, item);
  }
  for (const space of spaces) {
    let data = spaceNodes.get(space);
    if (!data) spaceNodes.set(space, (data = { kind: 'space', space }));
    add(space.parent, space.index, {
      id: treeId('space', space.id),
      data,
      canHaveChildren: false,
      children: [],
    });
  }
  const sorted = (key: string | null) =>
    (byParent.get(key) ?? []).sort((a, b) => a.index - b.index).map((entry) => entry.item);
  for (const [id, item] of collectionItems) item.children = sorted(id);
  const roots = sorted(null);
  // A collection that is its own ancestor (a broken answer) would loop forever below; it was
  // attached under itself, so it is simply unreachable from the roots and left out.
  countSpaces(roots);
  return roots;
}

/*
 * Each space's or collection's row data, made once per API object (and count): a rebuild after
 * a move or a new page of spaces gives the rows it did not change their data again, so the
 * tree's memoized rows skip them (docs/decisions/0023).
 */
const spaceNodes = new WeakMap<Space, ContentNode>();
const collectionNodes = new WeakMap<Collection, ContentNode & { kind: 'collection' }>();

function collectionNode(collection: Collection, spaces: number): ContentNode {
  const made = collectionNodes.get(collection);
  if (made?.spaces === spaces) return made;
  const node = { kind: 'collection' as const, collection, spaces };
  collectionNodes.set(collection, node);
  return node;
}

/** Fills each collection's `spaces` with the spaces inside it at any depth. */
function countSpaces(items: ContentItem[]): number {
  let total = 0;
  for (const item of items) {
    if (item.data.kind === 'space') {
      total += 1;
      continue;
    }
    const inside = countSpaces(item.children);
    item.data = collectionNode(item.data.collection, inside);
    total += inside;
  }
  return total;
}

/** Case-insensitive title filter; matches keep their collections around them. */
export function filterContentTree(items: readonly ContentItem[], query: string): ContentItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return filterTree(items, (item) => nodeTitle(item.data).toLocaleLowerCase().includes(needle));
}

/** The tree's move as the platform's move body: the sibling named with its type. */
export function toContentMove(move: Pick<TreeMove, 'parent' | 'position'>): ContentMove {
  const parent = move.parent === null ? null : parseTreeId(move.parent).id;
  const position = toContentPosition(move.position);
  return position ? { parent, position } : { parent };
}

function toContentPosition(position: TreePosition): ContentMove['position'] {
  if (position === null) return undefined;
  const key = 'before' in position ? position.before : position.after;
  const { kind, id } = parseTreeId(key);
  const sibling =
    kind === 'space'
      ? ({ type: 'space', space: id } as const)
      : ({ type: 'collection', collection: id } as const);
  return 'before' in position ? { before: sibling } : { after: sibling };
}

/** Collections as a flat list with their depth, for parent pickers. */
export function collectionOptions(
  items: readonly ContentItem[],
  exclude?: string,
): Array<{ id: string; title: string; depth: number }> {
  const result: Array<{ id: string; title: string; depth: number }> = [];
  const visit = (list: readonly ContentItem[], depth: number) => {
    for (const item of list) {
      if (item.data.kind !== 'collection' || item.id === exclude) continue;
      result.push({ id: item.data.collection.id, title: item.data.collection.title, depth });
      visit(item.children, depth + 1);
    }
  };
  visit(items, 0);
  return result;
}

/**
 * The lists as they are after `move`, for an optimistic update: the moved item and its old and
 * new siblings get their new `parent` and `index` (as the backend renumbers them); every other
 * object is kept as it is, so React skips the rows that did not change.
 */
export function applyMoveToLists(
  collections: readonly Collection[],
  spaces: readonly Space[],
  move: TreeMove,
): { collections: Collection[]; spaces: Space[] } {
  const moved = moveInTree(buildContentTree(collections, spaces), move);
  const placed = new Map<string, { parent: string | undefined; index: number }>();
  const visit = (items: readonly ContentItem[], parent: string | undefined) => {
    items.forEach((item, index) => {
      placed.set(item.id, { parent, index });
      if (item.data.kind === 'collection') visit(item.children, item.data.collection.id);
    });
  };
  visit(moved, undefined);
  const place = <T extends { parent?: string; index: number }>(key: string, item: T): T => {
    const where = placed.get(key);
    if (!where || (where.parent === item.parent && where.index === item.index)) return item;
    const next = { ...item, index: where.index };
    if (where.parent === undefined) delete next.parent;
    else next.parent = where.parent;
    return next;
  };
  return {
    collections: collections.map((collection) =>
      place(treeId('collection', collection.id), collection),
    ),
    spaces: spaces.map((space) => place(treeId('space', space.id), space)),
  };
}

/** How many spaces and collections are inside a collection, at any depth. */
export interface CollectionContents {
  spaces: number;
  collections: number;
}

/** What the given tree items hold, themselves included. */
export function contentsOf(items: readonly ContentItem[]): CollectionContents {
  const counts = countTree(items, (item) => item.data.kind);
  return { spaces: counts.get('space') ?? 0, collections: counts.get('collection') ?? 0 };
}
