import { useCallback } from 'react';
import { findInTree, type FlatTreeRow } from '@/components/sortable-tree/tree-model';
import type { TreeMenuItem } from '@/components/sortable-tree/sortable-tree';
import { useDeleteSpace, useDuplicateSpace } from '../api/content-lifecycle';
import type { ContentItem, ContentNode } from '../content-tree-data';

/**
 * The actions of a content tree row besides moving it, as its permissions allow: a space is
 * duplicated or deleted (with Undo); a collection gets a new space inside it, or is deleted
 * after a confirmation that says what it holds.
 */
export function useContentMenu(options: {
  tree: readonly ContentItem[];
  onNewSpaceIn: (collectionId: string) => void;
  onDeleteCollection: (item: ContentItem) => void;
}) {
  const { tree, onNewSpaceIn, onDeleteCollection } = options;
  const { mutate: deleteSpace } = useDeleteSpace();
  const { mutate: duplicate } = useDuplicateSpace();
  return useCallback(
    (row: FlatTreeRow<ContentNode>): TreeMenuItem[] => {
      const node = row.data;
      if (node.kind === 'space') {
        if (!node.space.permissions.admin) return [];
        return [
          { label: 'Duplicate', onSelect: () => duplicate(node.space.id) },
          { label: 'Delete', tone: 'danger', onSelect: () => deleteSpace(node.space) },
        ];
      }
      const items: TreeMenuItem[] = [];
      if (node.collection.permissions.create) {
        items.push({
          label: 'New space here',
          opensDialog: true,
          onSelect: () => onNewSpaceIn(node.collection.id),
        });
      }
      if (node.collection.permissions.admin) {
        items.push({
          label: 'Delete…',
          tone: 'danger',
          opensDialog: true,
          onSelect: () => {
            const found = findInTree(tree, row.id);
            if (found) onDeleteCollection(found.item);
          },
        });
      }
      return items;
    },
    [deleteSpace, duplicate, tree, onNewSpaceIn, onDeleteCollection],
  );
}
