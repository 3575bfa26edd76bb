import { useCallback, useMemo, useState } from 'react';
import { ExpandCollapseButtons } from '@/components/sortable-tree/expand-collapse-buttons';
import { SortableTree, type TreeMenuItem } from '@/components/sortable-tree/sortable-tree';
import { useCollapsed } from '@/components/sortable-tree/use-collapsed';
import type { FlatTreeRow, TreeItem, TreeMove } from '@/components/sortable-tree/tree-model';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useMoveStructureItem, useSectionGroupActions } from '../api/site-mutations';
import type { SiteStructure } from '../api/site-queries';
import {
  canDropInto,
  dropRule,
  requestForMove,
  toTreeItems,
  type StructureKind,
  type StructureNode,
} from '../structure-tree';
import { SectionGroupDialog } from './section-group-dialog';
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

/** Ids of every row that holds others (groups and sections), for Collapse all. */
function containerIds(items: readonly TreeItem<StructureNode>[]): string[] {
  return items.flatMap((item) =>
    item.children.length > 0 ? [item.id, ...containerIds(item.children)] : [],
  );
}

/**
 * The site's structure as one tree: section groups, sections and site spaces. Drag with the
 * mouse or the keyboard, or use each row's menu (Move up, Move down, Move to… a group); every
 * move is one request, shown at once and undone with a message if the backend refuses it.
 */
export function SiteStructureEditor(props: {
  orgId: string;
  siteId: string;
  structure: SiteStructure;
  canManage: boolean;
}) {
  const items = useMemo(() => toTreeItems(props.structure.structure), [props.structure]);
  const move = useMoveStructureItem(props.orgId, props.siteId);
  const groups = useSectionGroupActions(props.orgId, props.siteId);
  const collapsed = useCollapsed();
  const [editing, setEditing] = useState<{ group?: StructureNode } | null>(null);
  const [deleting, setDeleting] = useState<StructureNode | null>(null);

  const onMove = useCallback(
    (treeMove: TreeMove) => {
      const request = requestForMove(items, treeMove);
      if (request.type === 'none') return;
      const title = treeMove.id.slice(treeMove.id.indexOf(':') + 1);
      const found = items.flatMap(function all(item): StructureNode[] {
        return [item.data, ...item.children.flatMap(all)];
      });
      move.mutate({
        move: treeMove,
        request,
        title: found.find((node) => `${node.kind}:${node.id}` === treeMove.id)?.title ?? title,
      });
    },
    [items, move],
  );

  const canDrop = useCallback(
    (row: FlatTreeRow<StructureNode>, parent: FlatTreeRow<StructureNode> | null) =>
      canDropInto(row.data, parent?.data ?? null),
    [],
  );
  const ruleOf = useCallback((row: FlatTreeRow<StructureNode>) => dropRule(row.data.kind), []);

  const menuItems = (row: FlatTreeRow<StructureNode>): TreeMenuItem[] =>
    row.data.kind === 'site-section-group'
      ? [
          {
            label: 'Rename…',
            opensDialog: true,
            onSelect: () => setEditing({ group: row.data }),
          },
          {
            label: 'Delete group…',
            tone: 'danger',
            opensDialog: true,
            onSelect: () => setDeleting(row.data),
          },
        ]
      : [];

  const renderRow = (row: FlatTreeRow<StructureNode>) => (
    <span className={styles.row}>
      <span className={styles.title}>{row.data.title}</span>{' '}
      <span className={styles.meta}>
        {kindLabels[row.data.kind]}
        {row.data.isDefault ? ', default' : ''}
        {row.data.icon ? `, icon ${row.data.icon}` : ''}
      </span>
    </span>
  );

  return (
    <Card title="Structure">
      <div className={styles.toolbar}>
        <p className={styles.counts}>
          {props.structure.type === 'sections'
            ? 'Groups and sections of one level share one order; site spaces stay in their section.'
            : 'The site has no sections: its site spaces are shown in this order.'}
        </p>
        <ExpandCollapseButtons
          onExpandAll={() => collapsed.set(new Set())}
          onCollapseAll={() => collapsed.set(new Set(containerIds(items)))}
        />
        {props.canManage && props.structure.type === 'sections' ? (
          <Button size="small" onClick={() => setEditing({})}>
            New group
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <EmptyState title="The site has no spaces yet." />
      ) : (
        <SortableTree
          items={items}
          label="Site structure"
          getLabel={getLabel}
          getRowName={getRowName}
          renderRow={renderRow}
          collapsed={collapsed.collapsed}
          onToggle={collapsed.toggle}
          onMove={props.canManage ? onMove : undefined}
          canDrop={canDrop}
          dropRule={ruleOf}
          menuItems={props.canManage ? menuItems : undefined}
          topLevelLabel="Top level of the site"
        />
      )}
      {editing ? (
        <SectionGroupDialog
          group={editing.group}
          onClose={() => setEditing(null)}
          save={(values) =>
            editing.group
              ? groups.update.mutateAsync({ groupId: editing.group.id, body: values })
              : groups.create.mutateAsync(values)
          }
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={`Delete the group “${deleting.title}”?`}
          description="Its sections go back to the top level of the site; nothing else is deleted."
          confirmLabel="Delete group"
          tone="danger"
          onConfirm={() =>
            groups.remove.mutate(deleting.id, {
              onSuccess: () => toast(`Deleted the group “${deleting.title}”`),
              onError: (error) =>
                toast('The group was not deleted', {
                  description: errorMessage(error),
                  tone: 'error',
                }),
            })
          }
        />
      ) : null}
    </Card>
  );
}
