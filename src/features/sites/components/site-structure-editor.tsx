import { useCallback, useMemo } from 'react';
import { SortableTree, type TreeMenuItem } from '@/components/sortable-tree/sortable-tree';
import {
  findInTree,
  type FlatTreeRow,
  type TreeItem,
  type TreeMove,
} from '@/components/sortable-tree/tree-model';
import { useMoveStructureItem } from '../api/structure-mutations';
import type { SiteStructure } from '../api/site-queries';
import {
  dropProblem,
  requestForMove,
  sectionLookup,
  toTreeItems,
  type StructureKind,
  type StructureNode,
} from '../structure-tree';
import type { StructureDialog } from './structure-dialogs';
import styles from './site-structure-editor.module.css';

const kindLabels: Record<StructureKind, string> = {
  'site-section-group': 'group',
  'site-section': 'section',
  'site-space': 'site space',
};

const getLabel = (node: StructureNode) => node.title;
/** The row's name holds its visible text (title, kind, default) in the same order. */
const getRowName = (node: StructureNode) =>
  `${node.title}, ${kindLabels[node.kind]}${node.isDefault ? ', default' : ''}${node.icon ? `, icon ${node.icon}` : ''}`;

/** A row's content; one function for every render, so the memoized rows can skip. */
const renderRow = (row: FlatTreeRow<StructureNode>) => (
  <span className={styles.row}>
    {row.data.emoji ? (
      <span className={styles.emoji} aria-hidden="true">
        {row.data.emoji}
      </span>
    ) : null}
    <span className={styles.title}>{row.data.title}</span>{' '}
    <span className={styles.meta}>
      {kindLabels[row.data.kind]}
      {row.data.isDefault ? ', default' : ''}
      {row.data.icon ? `, icon ${row.data.icon}` : ''}
    </span>
  </span>
);

/** Ids of every row that holds others (groups and sections), for Collapse all. */
export function containerIds(items: readonly TreeItem<StructureNode>[]): string[] {
  return items.flatMap((item) =>
    item.children.length > 0 ? [item.id, ...containerIds(item.children)] : [],
  );
}

/** The actions of a row's menu beyond the moves, by kind: each opens its dialog. */
function rowActions(
  row: FlatTreeRow<StructureNode>,
  open: (dialog: StructureDialog) => void,
): TreeMenuItem[] {
  const node = row.data;
  const source = node.source;
  const opening = (label: string, dialog: StructureDialog, tone?: 'danger'): TreeMenuItem => ({
    label,
    opensDialog: true,
    onSelect: () => open(dialog),
    ...(tone ? { tone } : {}),
  });
  switch (source.object) {
    case 'site-section-group':
      return [
        opening('Rename…', { kind: 'group', group: node }),
        opening('Delete group…', { kind: 'delete-group', group: node }, 'danger'),
      ];
    case 'site-section':
      return [
        opening('Add space…', { kind: 'add-space', section: source }),
        opening('Edit section…', { kind: 'edit-section', section: source }),
        opening('Remove section…', { kind: 'remove-section', section: source }, 'danger'),
      ];
    case 'site-space':
      return [
        opening('Edit…', { kind: 'edit-site-space', siteSpace: source }),
        opening('Remove from site…', { kind: 'remove-site-space', siteSpace: source }, 'danger'),
      ];
  }
}

/**
 * The site's structure as one tree: section groups, sections and site spaces. Drag with the
 * mouse or the keyboard, or use each row's menu (Move up, Move down, Move to…); a site space
 * may go into another section (decision 0020). Every move is shown at once and undone with a
 * message if the backend refuses it; the tree then says how it ended and shows the moved row.
 */
export function SiteStructureEditor(props: {
  orgId: string;
  siteId: string;
  structure: SiteStructure;
  canManage: boolean;
  collapsed: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpenDialog: (dialog: StructureDialog) => void;
}) {
  const items = useMemo(() => toTreeItems(props.structure.structure), [props.structure]);
  const sectionOf = useMemo(() => sectionLookup(items), [items]);
  const move = useMoveStructureItem(props.orgId, props.siteId);

  const onMove = useCallback(
    async (treeMove: TreeMove) => {
      const request = requestForMove(items, treeMove);
      const found = findInTree(items, treeMove.id);
      if (request.type === 'none') {
        // A move to another parent that no request makes is refused, never reported as done.
        if (!found || found.parentId === treeMove.parent) return undefined;
        const parent = treeMove.parent ? findInTree(items, treeMove.parent) : undefined;
        throw new Error(
          dropProblem(found.item.data, parent?.item.data ?? null, sectionOf) ??
            'nothing can make this move.',
        );
      }
      return move.mutateAsync({
        move: treeMove,
        request,
        title: found?.item.data.title ?? treeMove.id,
      });
    },
    [items, move, sectionOf],
  );

  const canDrop = useCallback(
    (row: FlatTreeRow<StructureNode>, parent: FlatTreeRow<StructureNode> | null) =>
      dropProblem(row.data, parent?.data ?? null, sectionOf) === undefined,
    [sectionOf],
  );
  const ruleOf = useCallback(
    (row: FlatTreeRow<StructureNode>, parent: FlatTreeRow<StructureNode> | null) =>
      dropProblem(row.data, parent?.data ?? null, sectionOf) ?? '',
    [sectionOf],
  );

  const { onOpenDialog } = props;
  const menuItems = useCallback(
    (row: FlatTreeRow<StructureNode>) => rowActions(row, onOpenDialog),
    [onOpenDialog],
  );

  return (
    <SortableTree
      items={items}
      label="Site structure"
      getLabel={getLabel}
      getRowName={getRowName}
      renderRow={renderRow}
      collapsed={props.collapsed}
      onToggle={props.onToggle}
      onMove={props.canManage ? onMove : undefined}
      canDrop={canDrop}
      dropRule={ruleOf}
      menuItems={props.canManage ? menuItems : undefined}
      topLevelLabel="Top level of the site"
    />
  );
}
