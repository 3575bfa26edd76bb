import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { SortableTree } from '@/components/sortable-tree/sortable-tree';
import { findInTree, type FlatTreeRow, type TreeMove } from '@/components/sortable-tree/tree-model';
import { useCollapsed } from '@/components/sortable-tree/use-collapsed';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { plural } from '@/lib/format';
import { useMoveContent } from '../api/content-mutations';
import { contentQueries } from '../api/content-queries';
import {
  buildContentTree,
  collectionOptions,
  contentsOf,
  filterContentTree,
  nodeTitle,
  treeId,
  type ContentItem,
  type ContentNode,
} from '../content-tree-data';
import { getLabel, getRowName, renderRow } from './content-row';
import { useOpenContent } from './content-routes';
import { ContentTreeToolbar } from './content-tree-toolbar';
import { useContentMenu } from './use-content-menu';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './content-tree-screen.module.css';

const noneCollapsed: ReadonlySet<string> = new Set();

/*
 * The dialogs, and the form layer and Radix dialog they bring, load after the tree is on screen
 * (or when first opened): as static imports they were a wave of chunks the first rows waited
 * for, after the data had arrived (docs/decisions/0023).
 */
const loadCreateDialogs = () => import('./create-dialogs');
const loadContentActions = () => import('./content-actions');
/** The create dialog of each kind; both take the same props, so one loop renders them. */
const createDialogs = {
  space: lazy(async () => ({ default: (await loadCreateDialogs()).CreateSpaceDialog })),
  collection: lazy(async () => ({ default: (await loadCreateDialogs()).CreateCollectionDialog })),
};
const createKinds = ['space', 'collection'] as const;
const DeleteCollectionDialog = lazy(async () => ({
  default: (await loadContentActions()).DeleteCollectionDialog,
}));

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
  const openContent = useOpenContent();
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(orgId));
  const { data: collections } = useSuspenseQuery(contentQueries.collections(orgId));
  const tree = useMemo(() => buildContentTree(collections, spaces), [collections, spaces]);
  const shown = useMemo(() => filterContentTree(tree, props.filter), [tree, props.filter]);
  const parents = useMemo(() => collectionOptions(tree), [tree]);
  const collapsed = useCollapsed();
  const [creating, setCreating] = useState<{ kind: 'space' | 'collection'; parent?: string }>();
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  const { mutate: move } = useMoveContent(orgId);
  const filtering = props.filter.trim().length > 0;
  // Moving needs the admin or create role; each item's permissions say so.
  const canMove =
    spaces.some((space) => space.permissions.admin) ||
    collections.some((collection) => collection.permissions.admin);

  const onMove = useCallback(
    (treeMove: TreeMove) => {
      const found = findInTree(tree, treeMove.id);
      move({ move: treeMove, title: found ? nodeTitle(found.item.data) : treeMove.id });
    },
    [move, tree],
  );
  const open = useCallback(
    (row: FlatTreeRow<ContentNode>) =>
      openContent(row.data.kind === 'space' ? row.data.space : row.data.collection),
    [openContent],
  );
  const onNewSpaceIn = useCallback((parent: string) => setCreating({ kind: 'space', parent }), []);
  const menuItems = useContentMenu({ tree, onNewSpaceIn, onDeleteCollection: setDeleting });
  const closeCreate = (isOpen: boolean) => !isOpen && setCreating(undefined);
  // Mounted from their first opening on (so they close with their animation); their code is
  // fetched once the first rows are painted, so the first click needs no wait.
  const [createMounted, setCreateMounted] = useState(false);
  if (creating && !createMounted) setCreateMounted(true);
  useEffect(() => {
    // A failed fetch is not reported here: opening a dialog loads it, the route shows the error.
    const preload = () =>
      loadCreateDialogs()
        .then(loadContentActions)
        .catch(() => undefined);
    const timer = setTimeout(() => void preload(), 500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <PageHeader
        title="Content"
        description={`${plural(spaces.length, 'space', 'spaces')} in ${plural(collections.length, 'collection', 'collections')}`}
        actions={
          <>
            <ButtonLink to="/orgs/$orgId/content/deleted" params={{ orgId }}>
              Recently deleted
            </ButtonLink>
            {props.canCreate ? (
              <>
                <Button onClick={() => setCreating({ kind: 'collection' })}>New collection</Button>
                <Button variant="primary" onClick={() => setCreating({ kind: 'space' })}>
                  New space
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <ContentTreeToolbar
        filter={props.filter}
        onFilterChange={props.onFilterChange}
        shown={shown}
        total={{ spaces: spaces.length, collections: collections.length }}
        onExpandAll={() => collapsed.set(new Set())}
        onCollapseAll={() =>
          collapsed.set(
            new Set(collections.map((collection) => treeId('collection', collection.id))),
          )
        }
      />
      {filtering && canMove ? (
        <p className={styles.hint}>
          Dragging is off while filtering; each item’s Actions menu still moves it.
        </p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState
          title={filtering ? `Nothing matches “${props.filter.trim()}”.` : 'No content yet.'}
        >
          {filtering ? (
            <Button onClick={() => props.onFilterChange('')}>Clear the filter</Button>
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
      <Suspense fallback={null}>
        {createMounted
          ? createKinds.map((kind) => {
              const CreateDialog = createDialogs[kind];
              return (
                <CreateDialog
                  key={kind}
                  orgId={orgId}
                  open={creating?.kind === kind}
                  onOpenChange={closeCreate}
                  parents={parents}
                  defaultParent={creating?.parent}
                />
              );
            })
          : null}
        {deleting && deleting.data.kind === 'collection' ? (
          <DeleteCollectionDialog
            open
            onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
            collection={deleting.data.collection}
            contents={contentsOf(deleting.children)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
