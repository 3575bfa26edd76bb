import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useState } from 'react';
import { ExpandCollapseButtons } from '@/components/sortable-tree/expand-collapse-buttons';
import { SortableTree, type TreeMenuItem } from '@/components/sortable-tree/sortable-tree';
import { useCollapsed } from '@/components/sortable-tree/use-collapsed';
import { countTree, type FlatTreeRow, type TreeMove } from '@/components/sortable-tree/tree-model';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDeleteSpace, useDuplicateSpace, useMoveContent } from '../api/content-mutations';
import { contentQueries } from '../api/content-queries';
import {
  buildContentTree,
  collectionOptions,
  filterContentTree,
  nodeTitle,
  type ContentItem,
  type ContentNode,
} from '../content-tree-data';
import { plural } from '@/lib/format';
import { visibilityLabel } from '../labels';
import { contentsOf, DeleteCollectionDialog } from './content-actions';
import { ContentLink, useOpenContent } from './content-routes';
import { CreateCollectionDialog, CreateSpaceDialog } from './create-dialogs';

const getLabel = (node: ContentNode) => nodeTitle(node);

/** What the row shows (title and its meta), then its kind. */
const getRowName = (node: ContentNode) =>
  node.kind === 'space'
    ? `${node.space.title}, ${visibilityLabel(node.space.visibility)} (space)`
    : `${node.collection.title}, ${plural(node.spaces, 'space', 'spaces')} (collection)`;

const noneCollapsed: ReadonlySet<string> = new Set();

const renderRow = (row: FlatTreeRow<ContentNode>) => <ContentRow node={row.data} />;

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
  const openContent = useOpenContent();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  const { data: collections } = useSuspenseQuery(contentQueries.collections(orgId));
  const tree = useMemo(() => buildContentTree(collections, spaces), [collections, spaces]);
  const shown = useMemo(() => filterContentTree(tree, props.filter), [tree, props.filter]);
  const shownCounts = useMemo(() => countTree(shown, (item) => item.data.kind), [shown]);
  const parents = useMemo(() => collectionOptions(tree), [tree]);
  const collapsed = useCollapsed();
  const [creating, setCreating] = useState<'space' | 'collection' | null>(null);
  const [createParent, setCreateParent] = useState<string>();
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  const move = useMoveContent(orgId);
  const deleteSpace = useDeleteSpace();
  const duplicate = useDuplicateSpace();
  const filtering = props.filter.trim().length > 0;
  // Moving needs the admin or create role; each item's permissions say so.
  const canMove =
    spaces.some((space) => space.permissions.admin) ||
    collections.some((collection) => collection.permissions.admin);

  const onMove = useCallback(
    (treeMove: TreeMove) => {
      const item = tree.length ? findTitle(tree, treeMove.id) : treeMove.id;
      move.mutate({ move: treeMove, title: item });
    },
    [move, tree],
  );

  const open = useCallback(
    (row: FlatTreeRow<ContentNode>) =>
      openContent(row.data.kind === 'space' ? row.data.space : row.data.collection),
    [openContent],
  );

  const menuItems = useCallback(
    (row: FlatTreeRow<ContentNode>): TreeMenuItem[] => {
      const node = row.data;
      if (node.kind === 'space') {
        if (!node.space.permissions.admin) return [];
        return [
          { label: 'Duplicate', onSelect: () => duplicate.mutate(node.space.id) },
          { label: 'Delete', tone: 'danger', onSelect: () => deleteSpace.mutate(node.space) },
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
        <ExpandCollapseButtons
          onExpandAll={() => collapsed.set(new Set())}
          onCollapseAll={() =>
            collapsed.set(new Set(collections.map((collection) => `collection:${collection.id}`)))
          }
        />
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
          collapsed={filtering ? noneCollapsed : collapsed.collapsed}
          onToggle={collapsed.toggle}
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
      {deleting && deleting.data.kind === 'collection' ? (
        <DeleteCollectionDialog
          open
          onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
          collection={deleting.data.collection}
          contents={contentsOf(deleting.children)}
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

function ContentRow(props: { node: ContentNode }) {
  const { node } = props;
  const item = node.kind === 'space' ? node.space : node.collection;
  return (
    <>
      <span className="tree-emoji" aria-hidden="true">
        {node.kind === 'space' ? node.space.emoji || '📄' : '🗂️'}
      </span>
      <ContentLink
        item={item}
        className={node.kind === 'space' ? 'tree-title' : 'tree-title tree-title-collection'}
        tabIndex={-1}
        // A native link drag would take the pointer away from the row's drag and drop.
        draggable={false}
      >
        {item.title}
      </ContentLink>{' '}
      <span className="tree-meta">
        {node.kind === 'space'
          ? visibilityLabel(node.space.visibility)
          : plural(node.spaces, 'space', 'spaces')}
      </span>
    </>
  );
}
