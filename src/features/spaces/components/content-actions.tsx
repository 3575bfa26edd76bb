import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { findInTree } from '@/components/sortable-tree/tree-model';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteCollection } from '../api/content-lifecycle';
import { contentQueries, type Collection } from '../api/content-queries';
import {
  buildContentTree,
  contentsOf,
  treeId,
  type CollectionContents,
} from '../content-tree-data';
import { deleteCollectionWords } from '../labels';
import {
  MoveDialog,
  TransferDialog,
  type MovedItem,
  type OrganizationChoice,
} from './content-dialogs';
import { Button } from '@/components/ui/button';

/*
 * The actions a space and a collection share on their pages and in the content tree, so both
 * kinds move, transfer and delete the same way wherever they are offered.
 */

/** Move… and Transfer…, with their dialogs. */
export function MoveAndTransferActions(props: {
  item: MovedItem;
  organizations: readonly OrganizationChoice[];
}) {
  const [dialog, setDialog] = useState<'move' | 'transfer' | null>(null);
  const onOpenChange = (which: 'move' | 'transfer') => (open: boolean) =>
    setDialog(open ? which : null);
  return (
    <>
      <Button onClick={() => setDialog('move')}>Move…</Button>
      <Button onClick={() => setDialog('transfer')}>Transfer…</Button>
      <MoveDialog item={props.item} open={dialog === 'move'} onOpenChange={onOpenChange('move')} />
      <TransferDialog
        item={props.item}
        organizations={props.organizations}
        open={dialog === 'transfer'}
        onOpenChange={onOpenChange('transfer')}
      />
    </>
  );
}

/**
 * Asks before deleting a collection with what it takes along; `contents` is undefined while it
 * is being counted.
 */
export function DeleteCollectionDialog(props: {
  collection: Pick<Collection, 'id' | 'title' | 'organization'>;
  contents: CollectionContents | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  onDeleted?: () => void;
}) {
  const remove = useDeleteCollection();
  return (
    <ConfirmDialog
      trigger={props.trigger}
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Delete “${props.collection.title}”?`}
      description={
        props.contents
          ? deleteCollectionWords(props.contents.spaces, props.contents.collections)
          : 'Counting what it contains…'
      }
      confirmLabel="Delete collection"
      tone="danger"
      // The dialog closes at once; the mutation's own messages say how it went.
      onConfirm={() => void remove.mutateAsync(props.collection).then(props.onDeleted, () => {})}
    />
  );
}

/** Counts what a collection holds from its organization's tree, once `enabled`. */
export function useCollectionContents(
  collection: Pick<Collection, 'id' | 'organization'>,
  enabled: boolean,
): CollectionContents | undefined {
  const spaces = useQuery({ ...contentQueries.spaces(collection.organization), enabled });
  const collections = useQuery({ ...contentQueries.collections(collection.organization), enabled });
  return useMemo(() => {
    if (!spaces.data || !collections.data) return undefined;
    const found = findInTree(
      buildContentTree(collections.data, spaces.data),
      treeId('collection', collection.id),
    );
    return contentsOf(found ? found.item.children : []);
  }, [spaces.data, collections.data, collection.id]);
}
