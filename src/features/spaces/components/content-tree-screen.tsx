import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useState } from 'react';
import { SortableTree, type TreeMenuItem } from '../../../components/sortable-tree/sortable-tree';
import {
  countTree,
  type FlatTreeRow,
  type TreeMove,
} from '../../../components/sortable-tree/tree-model';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import {
  useDeleteCollection,
  useDeleteSpace,
  useDuplicateSpace,
  useMoveContent,
} from '../api/content-mutations';
import { contentQueries } from '../api/content-queries';
import {
  buildContentTree,
  collectionOptions,
  filterContentTree,
  nodeTitle,
  type ContentItem,
  type ContentNode,
} from '../content-tree-data';
import { deleteCollectionWords, plural, visibilityLabel } from '../labels';
import { CreateCollectionDialog, CreateSpaceDialog } from './create-dialogs';

const getLabel = (node: ContentNode) => nodeTitle(node);

/** What the row shows (title and its meta), then its kind. */
const getRowName = (node: ContentNode) =>
  node.kind === 'space'
    ? `${node.space.title}, ${visibilityLabel(node.space.visibility)} (space)`
    : `${node.collection.title}, ${plural(node.spaces, 'space', 'spaces')} (collection)`;

const noneCollapsed: ReadonlySet<string> = new Set();

/**
 * The organization's content as one tree: collections and spaces in their order, filter by
 * title (kept in the URL), create, and reorganize by drag and drop, keyboard or menu.
 */
export function ContentTreeScreen(props: {
  orgId: string;
  filter: string;
  onFilterChange: (filter: string) => void;
  canCreate: boolean;
}) {
  const { orgId } = props;
  const filterId = useId();
  const navigate = useNavigate();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  const { data: collections } = useSuspenseQuery(contentQueries.collections(orgId));
  const tree = useMemo(() => buildContentTree(collections, spaces), [collections, spaces]);
  const shown = useMemo(() => filterContentTree(tree, props.filter), [tree, props.filter]);
  const shownCounts = useMemo(() => countTree(shown, (item) => item.data.kind), [shown]);
  const parents = useMemo(() => collectionOptions(tree), [tree]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [creating, setCreating] = useState<'space' | 'collection' | null>(null);
  const [createParent, setCreateParent] = useState<string>();
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  const move = useMoveContent(orgId);
  const deleteSpace = useDeleteSpace();
  const deleteCollection = useDeleteCollection();
  const duplicate = useDuplicateSpace();
  const filtering = props.filter.trim().length > 0;
  // Moving needs the admin or create role; each item's permissions say so.
  const canMove =
    spaces.some((space) => space.permissions.admin) ||
    collections.some((collection) => collection.permissions.admin);

  const onToggle = useCallback((id: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const onMove = useCallback(
    (treeMove: TreeMove) => {
      const item = tree.length ? findTitle(tree, treeMove.id) : treeMove.id;
      move.mutate({ move: treeMove, title: item });
    },
    [move, tree],
  );

  const open = useCallback(
    (row: FlatTreeRow<ContentNode>) => {
      const node = row.data;
      if (node.kind === 'space') {
        void navigate({
          to: '/orgs/$orgId/spaces/$spaceId',
          params: { orgId, spaceId: node.space.id },
        });
      } else {
        void navigate({
          to: '/orgs/$orgId/collections/$collectionId',
          params: { orgId, collectionId: node.collection.id },
        });
      }
    },
    [navigate, orgId],
  );

  const menuItems = useCallback(
    (row: FlatTreeRow<ContentNode>): TreeMenuItem[] => {
      const node = row.data;
      if (node.kind === 'space') {
        if (!node.space.permissions.admin) return [];
        return [
          {
            label: 'Duplicate',
            onSelect: () =>
              duplicate.mutate(node.space.id, {
                onSuccess: (copy) => toast(`“${copy.title}” created next to the original`),
                onError: (error) =>
                  toast('The space was not duplicated', {
                    description: errorMessage(error),
                    tone: 'error',
                  }),
              }),
          },
          {
            label: 'Delete',
            tone: 'danger',
            onSelect: () =>
              deleteSpace.mutate(node.space, {
                onError: (error) =>
                  toast(`“${node.space.title}” was not deleted`, {
                    description: errorMessage(error),
                    tone: 'error',
                  }),
              }),
          },
        ];
      }
      const items: TreeMenuItem[] = [];
      if (node.collection.permissions.create) {
        items.push({
          label: 'New space here',
          opensDialog: true,
          onSelect: () => {
            setCreateParent(node.collection.id);
            setCreating('space');
          },
        });
      }
      if (node.collection.permissions.admin) {
        items.push({
          label: 'Delete…',
          tone: 'danger',
          opensDialog: true,
          onSelect: () => {
            const found = findItem(tree, row.id);
            if (found) setDeleting(found);
          },
        });
      }
      return items;
    },
    [deleteSpace, duplicate, tree],
  );

  const renderRow = useCallback(
    (row: FlatTreeRow<ContentNode>) => <ContentRow orgId={orgId} node={row.data} />,
    [orgId],
  );

  const deletingCounts = deleting ? countTree(deleting.children, (item) => item.data.kind) : null;
  const total = { spaces: spaces.length, collections: collections.length };

  return (
    <>
      <PageHeader
        title="Content"
        description={`${plural(total.spaces, 'space', 'spaces')} in ${plural(total.collections, 'collection', 'collections')}`}
        actions={
          <>
            <Link
              to="/orgs/$orgId/content/deleted"
              params={{ orgId }}
              className="button button-secondary"
            >
              Recently deleted
            </Link>
            {props.canCreate ? (
              <>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    setCreateParent(undefined);
                    setCreating('collection');
                  }}
                >
                  New collection
                </button>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => {
                    setCreateParent(undefined);
                    setCreating('space');
                  }}
                >
                  New space
                </button>
              </>
            ) : null}
          </>
        }
      />
      <div className="tree-toolbar">
        <div className="tree-filter">
          <label htmlFor={filterId} className="field-label">
            Filter by title
          </label>
          <input
            id={filterId}
            type="search"
            className="input"
            value={props.filter}
            maxLength={100}
            onChange={(event) => props.onFilterChange(event.target.value)}
          />
        </div>
        <p className="tree-counts" role="status">
          {filtering
            ? `${plural(shownCounts.get('space') ?? 0, 'space', 'spaces')} and ${plural(shownCounts.get('collection') ?? 0, 'collection', 'collections')} match “${props.filter.trim()}”.`
            : `Showing ${plural(total.spaces, 'space', 'spaces')} and ${plural(total.collections, 'collection', 'collections')}.`}
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => setCollapsed(new Set())}
          >
            Expand all
          </button>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() =>
              setCollapsed(new Set(collections.map((collection) => `collection:${collection.id}`)))
            }
          >
            Collapse all
          </button>
        </div>
      </div>
      {filtering && canMove ? (
        <p className="muted tree-hint">
          Dragging is off while filtering; each item’s Actions menu still moves it.
        </p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState
          title={filtering ? `Nothing matches “${props.filter.trim()}”.` : 'No content yet.'}
        >
          {filtering ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => props.onFilterChange('')}
            >
              Clear the filter
            </button>
          ) : props.canCreate ? (
            <p>Create a space or a collection to start.</p>
          ) : null}
        </EmptyState>
      ) : (
        <SortableTree
          items={shown}
          allItems={tree}
          label="Content"
          getLabel={getLabel}
          getRowName={getRowName}
          renderRow={renderRow}
          // A filter shows every match, whatever was collapsed before.
          collapsed={filtering ? noneCollapsed : collapsed}
          onToggle={onToggle}
          onOpen={open}
          onMove={canMove ? onMove : undefined}
          dragDisabled={filtering}
          menuItems={menuItems}
          topLevelLabel="Top level of the organization"
        />
      )}
      <CreateSpaceDialog
        orgId={orgId}
        open={creating === 'space'}
        onOpenChange={(isOpen) => !isOpen && setCreating(null)}
        parents={parents}
        defaultParent={createParent}
      />
      <CreateCollectionDialog
        orgId={orgId}
        open={creating === 'collection'}
        onOpenChange={(isOpen) => !isOpen && setCreating(null)}
        parents={parents}
        defaultParent={createParent}
      />
      {deleting && deleting.data.kind === 'collection' && deletingCounts ? (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
          title={`Delete “${deleting.data.collection.title}”?`}
          description={deleteCollectionWords(
            deletingCounts.get('space') ?? 0,
            deletingCounts.get('collection') ?? 0,
          )}
          confirmLabel="Delete collection"
          tone="danger"
          onConfirm={() => {
            if (deleting.data.kind !== 'collection') return;
            const collection = deleting.data.collection;
            deleteCollection.mutate(collection, {
              onSuccess: () =>
                toast(`“${collection.title}” was deleted`, {
                  description: 'Its spaces can be restored for 7 days from Recently deleted.',
                }),
              onError: (error) =>
                toast(`“${collection.title}” was not deleted`, {
                  description: errorMessage(error),
                  tone: 'error',
                }),
            });
            setDeleting(null);
          }}
        />
      ) : null}
    </>
  );
}

function findItem(items: readonly ContentItem[], id: string): ContentItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inner = findItem(item.children, id);
    if (inner) return inner;
  }
  return undefined;
}

function findTitle(items: readonly ContentItem[], id: string): string {
  const found = findItem(items, id);
  return found ? nodeTitle(found.data) : id;
}

function ContentRow(props: { orgId: string; node: ContentNode }) {
  const { node } = props;
  if (node.kind === 'space') {
    return (
      <>
        <span className="tree-emoji" aria-hidden="true">
          {node.space.emoji || '📄'}
        </span>
        <Link
          to="/orgs/$orgId/spaces/$spaceId"
          params={{ orgId: props.orgId, spaceId: node.space.id }}
          className="tree-title"
          tabIndex={-1}
          // A native link drag would take the pointer away from the row's drag and drop.
          draggable={false}
        >
          {node.space.title}
        </Link>{' '}
        <span className="tree-meta">{visibilityLabel(node.space.visibility)}</span>
      </>
    );
  }
  return (
    <>
      <span className="tree-emoji" aria-hidden="true">
        🗂️
      </span>
      <Link
        to="/orgs/$orgId/collections/$collectionId"
        params={{ orgId: props.orgId, collectionId: node.collection.id }}
        className="tree-title tree-title-collection"
        tabIndex={-1}
        draggable={false}
      >
        {node.collection.title}
      </Link>{' '}
      <span className="tree-meta">{plural(node.spaces, 'space', 'spaces')}</span>
    </>
  );
}
