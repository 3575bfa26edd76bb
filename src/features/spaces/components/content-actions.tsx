import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { countTree, findInTree } from '@/components/sortable-tree/tree-model';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useDeleteCollection, useMoveToParent, useTransferContent } from '../api/content-mutations';
import { contentQueries, type Collection, type Space } from '../api/content-queries';
import { buildContentTree, treeId, type ContentItem } from '../content-tree-data';
import { deleteCollectionWords } from '../labels';
import { MoveDialog, TransferDialog, type OrganizationChoice } from './content-dialogs';
import { useOpenContent } from './content-routes';

/*
 * The actions a space and a collection share on their pages and in the content tree, so both
 * kinds move, transfer and delete the same way wherever they are offered.
 */

/**
 * Move… and Transfer…, with their dialogs. A transferred item is opened in its new
 * organization.
 */
export function MoveAndTransferActions(props: {
  item: Pick<Space | Collection, 'object' | 'id' | 'title' | 'organization' | 'parent'>;
  organizations: readonly OrganizationChoice[];
}) {
  const { item } = props;
  const openContent = useOpenContent();
  const move = useMoveToParent(item);
  const transfer = useTransferContent(item);
  const [dialog, setDialog] = useState<'move' | 'transfer' | null>(null);
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setDialog('move')}>
        Move…
      </button>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => setDialog('transfer')}
      >
        Transfer…
      </button>
      <MoveDialog
        key={`move-${String(dialog === 'move')}`}
        open={dialog === 'move'}
        onOpenChange={(open) => setDialog(open ? 'move' : null)}
        orgId={item.organization}
        title={item.title}
        currentParent={item.parent}
        // A collection cannot go inside itself.
        excludeTreeId={item.object === 'collection' ? treeId('collection', item.id) : undefined}
        pending={move.isPending}
        onMove={async (parent) => {
          await move.mutateAsync(parent);
          toast(`“${item.title}” moved`);
        }}
      />
      <TransferDialog
        key={`transfer-${String(dialog === 'transfer')}`}
        open={dialog === 'transfer'}
        onOpenChange={(open) => setDialog(open ? 'transfer' : null)}
        title={item.title}
        currentOrgId={item.organization}
        organizations={props.organizations}
        pending={transfer.isPending}
        onTransfer={async (target, organizationTitle) => {
          const moved = await transfer.mutateAsync(target);
          toast(`“${moved.title}” now belongs to ${organizationTitle}`);
          openContent(moved);
        }}
      />
    </>
  );
}

/** How many spaces and collections are inside a collection, at any depth. */
export interface CollectionContents {
  spaces: number;
  collections: number;
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

/** What the given tree items hold, themselves included. */
export function contentsOf(items: readonly ContentItem[]): CollectionContents {
  const counts = countTree(items, (item) => item.data.kind);
  return { spaces: counts.get('space') ?? 0, collections: counts.get('collection') ?? 0 };
}
