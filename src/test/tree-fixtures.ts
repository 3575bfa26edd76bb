import type { FlatTreeRow, TreeItem } from '@/components/sortable-tree/tree-model';

/** The kinds of a content tree's items, as the tree model's tests build them. */
export type Kind = 'collection' | 'space';

/** A collection with its children. */
export function c(id: string, children: TreeItem<Kind>[] = []): TreeItem<Kind> {
  return { id, data: 'collection', canHaveChildren: true, children };
}

/** A space, which holds nothing. */
export function s(id: string): TreeItem<Kind> {
  return { id, data: 'space', canHaveChildren: false, children: [] };
}

/** The shape of a tree as nested id lists, for readable expectations. */
export function shape(items: readonly TreeItem<Kind>[]): unknown[] {
  return items.map((item) =>
    item.canHaveChildren ? { [item.id]: shape(item.children) } : item.id,
  );
}

export const ids = (rows: readonly FlatTreeRow<Kind>[]) => rows.map((row) => row.id);
