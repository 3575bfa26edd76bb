import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ChevronDown, ChevronRight, Dot } from 'lucide-react';
import { memo, useCallback, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { RowMenuButton } from './row-menu';
import type { FlatTreeRow } from './tree-model';
import { cx } from '@/lib/class-names';
import styles from './tree-row.module.css';

export interface TreeRowProps<T> {
  row: FlatTreeRow<T>;
  top: number;
  height: number;
  indent: number;
  /** The row's short name, for its toggle ("Expand Engineering"). */
  label: string;
  /** The row's accessible name. */
  name: string;
  tabStop: boolean;
  /** Whether it is the tree's current row; undefined in a tree without one. */
  current: boolean | undefined;
  dragging: boolean;
  draggable: boolean;
  /** Whether rows can move at all: a read-only tree's rows skip dnd-kit's hooks. */
  sortable: boolean;
  onFocus: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, row: FlatTreeRow<T>) => void;
  onToggle: (id: string) => void;
  /** The caller's content for the row. */
  renderRow: (row: FlatTreeRow<T>) => ReactNode;
  /** Whether the row has an Actions button (the menu is shared: row-menu.tsx). */
  hasMenu: boolean;
  menuOpen: boolean;
  onOpenMenu: (id: string, anchor: HTMLElement) => void;
}

/**
 * Memoized: with the tree's rows shared between renders (`shareRows`) and stable handlers, a
 * row re-renders only when its own item, place or state changes (docs/decisions/0023).
 */
export const TreeRow = memo(TreeRowView) as typeof TreeRowView;

/**
 * One treeitem: its level, place among its siblings and expanded state for screen readers; a
 * toggle for a container (out of the tab order: the arrows open and close it); the caller's
 * content; and its menu. The whole row is the drag handle when rows can be dragged.
 */
function TreeRowView<T>(props: TreeRowProps<T>) {
  const { row } = props;
  const expandable = row.childIds.length > 0;
  const expanded = expandable && !row.collapsed;
  const Toggle = expandable ? (expanded ? ChevronDown : ChevronRight) : Dot;
  const Row = props.sortable ? SortableRow : PlainRow;
  return (
    <Row
      id={row.id}
      draggable={props.draggable}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-setsize={row.setSize}
      aria-posinset={row.index + 1}
      aria-expanded={expandable ? expanded : undefined}
      aria-label={props.name}
      aria-selected={props.current}
      tabIndex={props.tabStop ? 0 : -1}
      data-tree-id={row.id}
      className={cx(styles.row, props.dragging && styles.dragging)}
      style={{ top: props.top, height: props.height, paddingLeft: row.depth * props.indent + 4 }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onFocus(row.id);
      }}
      onKeyDown={(event) => props.onKeyDown(event, row)}
    >
      {row.canHaveChildren ? (
        <button
          type="button"
          tabIndex={-1}
          className={styles.toggle}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${props.label}`}
          disabled={!expandable}
          onClick={() => props.onToggle(row.id)}
        >
          <Toggle aria-hidden="true" size={16} />
        </button>
      ) : (
        <span className={styles.toggleSpace} aria-hidden="true" />
      )}
      <div className={styles.content}>{props.renderRow(row)}</div>
      {props.hasMenu ? (
        <RowMenuButton
          id={row.id}
          label={props.label}
          tabStop={props.tabStop}
          open={props.menuOpen}
          onOpen={props.onOpenMenu}
        />
      ) : null}
    </Row>
  );
}

/**
 * A row of a tree whose rows never move: no drag or drop hooks to run as rows mount. It takes
 * SortableRow's props so either can be the row; the drag and drop ones mean nothing here.
 */
function PlainRow(
  props: { id: string; draggable: boolean } & Omit<HTMLAttributes<HTMLDivElement>, 'id'>,
) {
  const attributes: Omit<typeof props, 'id' | 'draggable'> & { id?: string; draggable?: boolean } =
    { ...props };
  delete attributes.id;
  delete attributes.draggable;
  return <div {...attributes} />;
}

/**
 * The row's element with dnd-kit's hooks: a draggable (the whole row is the handle) and a
 * droppable (the pointer over it names the drop's target). Not `useSortable`: rows never move
 * during a drag (a line shows the target), and sortable's context holds every row's id, so each
 * row mounted while scrolling copied and searched that list (10,000 ids in a large
 * organization) and every row re-rendered whenever a row mounted or unmounted elsewhere
 * (docs/decisions/0023). These two hooks read dnd-kit's internal context only, which does not
 * change as rows come and go. Their children are the same elements as before, made by the
 * memoized row, so React skips them when the hooks re-render this element.
 */
function SortableRow(
  props: { id: string; draggable: boolean } & Omit<HTMLAttributes<HTMLDivElement>, 'id'>,
) {
  const { id, draggable, ...attributes } = props;
  const drop = useDroppable({ id });
  const drag = useDraggable({ id, disabled: !draggable });
  const setDropNode = drop.setNodeRef;
  const setDragNode = drag.setNodeRef;
  const setNodeRef = useCallback(
    (node: HTMLDivElement | null) => {
      setDropNode(node);
      setDragNode(node);
    },
    [setDropNode, setDragNode],
  );
  return <div ref={setNodeRef} {...attributes} {...(draggable ? drag.listeners : {})} />;
}
