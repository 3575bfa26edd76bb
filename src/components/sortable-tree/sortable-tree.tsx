import {
  closestCenter,
  DndContext,
  DragOverlay,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, type SortingStrategy } from '@dnd-kit/sortable';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { MoveToDialog } from './move-to-dialog';
import {
  findInTree,
  flatten,
  projectDrop,
  siblingMove,
  type DropResult,
  type FlatTreeRow,
  type TreeItem,
  type TreeMove,
} from './tree-model';

/** An extra action in a row's menu. */
export interface TreeMenuItem {
  label: string;
  onSelect: () => void;
  tone?: 'danger';
  disabled?: boolean;
  /** The action opens a dialog, which keeps the focus instead of the menu's trigger. */
  opensDialog?: boolean;
}

export interface SortableTreeProps<T> {
  /** What is shown (possibly filtered). */
  items: readonly TreeItem<T>[];
  /** The whole tree, for Move up/down and Move to… when `items` is filtered; `items` by default. */
  allItems?: readonly TreeItem<T>[];
  /** The tree's accessible name. */
  label: string;
  /** A row's short name, used in announcements, menus and messages. */
  getLabel: (data: T) => string;
  /**
   * The row's accessible name; it must contain the row's visible text (WCAG 2.5.3), so a row that
   * shows more than its label (counts, a status) names it here. `getLabel` by default.
   */
  getRowName?: (data: T) => string;
  /** The row's visible content (title, counts...). Links inside should have tabIndex -1: the row is the tab stop. */
  renderRow: (row: FlatTreeRow<T>) => ReactNode;
  collapsed: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Enter on a row. */
  onOpen?: (row: FlatTreeRow<T>) => void;
  /** Called once per drop or menu move. Absent: the tree is read-only. */
  onMove?: (move: TreeMove) => void;
  /** Keeps the menu moves but turns off dragging (for example while the tree is filtered). */
  dragDisabled?: boolean;
  /** Whether `row` may go into `parent`, on top of "only into items that take children". */
  canDrop?: (row: FlatTreeRow<T>, parent: FlatTreeRow<T> | null) => boolean;
  /** The rule behind `canDrop` for a row, said when a drop is refused ("a site space…"). */
  dropRule?: (row: FlatTreeRow<T>) => string;
  menuItems?: (row: FlatTreeRow<T>) => TreeMenuItem[];
  /** Name of the root in "Move to…" ("Top level of the organization"). */
  topLevelLabel?: string;
  rowHeight?: number;
  indent?: number;
}

// Rows never move while dragging (they are virtualized and absolutely placed); a line shows
// where the drop lands instead, so sortable's transforms are turned off.
const noMotion: SortingStrategy = () => null;

interface DragState {
  activeId: string;
  overId: string;
  /** Levels in (+) or out (-) from the dragged row's own depth. */
  depthOffset: number;
  mode: 'pointer' | 'keyboard';
}

/**
 * A virtualized tree (role="tree", one treeitem per visible row with aria-level, aria-setsize and
 * aria-posinset) whose rows can be reordered and moved in and out of containers: with the mouse
 * (drag, sideways to change the level), with the keyboard (Space picks up, arrows move, Space
 * drops, Escape cancels) and with each row's menu (Move up, Move down, Move to…). Every way ends
 * in one `onMove` call, and each step is announced to screen readers.
 */
export function SortableTree<T>(props: SortableTreeProps<T>) {
  const {
    items,
    getLabel,
    collapsed,
    onToggle,
    onMove,
    canDrop,
    dropRule,
    rowHeight = 40,
    indent = 24,
  } = props;
  const allItems = props.allItems ?? items;
  const instructionsId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [moveToId, setMoveToId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const canMove = Boolean(onMove);
  const canDrag = canMove && !props.dragDisabled;

  const rows = useMemo(
    () => flatten(items, { collapsed, hideChildrenOf: drag?.activeId ?? null }),
    [items, collapsed, drag?.activeId],
  );
  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);
  const rowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const labelOf = useCallback(
    (id: string | undefined | null) => {
      if (!id) return '';
      const index = indexById.get(id);
      const row = index === undefined ? undefined : rows[index];
      if (row) return getLabel(row.data);
      const found = findInTree(allItems, id);
      return found ? getLabel(found.item.data) : '';
    },
    [allItems, getLabel, indexById, rows],
  );

  const projection: DropResult | null = useMemo(
    () => (drag ? projectDrop(rows, drag.activeId, drag.overId, drag.depthOffset, canDrop) : null),
    [drag, rows, canDrop],
  );

  const describe = useCallback(
    (result: DropResult | null, activeId: string): string => {
      const name = labelOf(activeId);
      if (!result) return '';
      if (!result.ok) {
        if (result.reason === 'into-descendant') return `${name} cannot go inside itself.`;
        const row = rows.find((candidate) => candidate.id === activeId);
        const rule = row && dropRule ? dropRule(row) : undefined;
        return rule ? `${name} cannot be dropped here: ${rule}` : `${name} cannot be dropped here.`;
      }
      const place = result.parentId ? `inside ${labelOf(result.parentId)}` : 'at the top level';
      const next = result.position
        ? 'after' in result.position
          ? `, after ${labelOf(result.position.after)}`
          : `, before ${labelOf(result.position.before)}`
        : '';
      return `${name}: ${place}${next}${result.changed ? '' : ' (where it is now)'}.`;
    },
    [labelOf, rows, dropRule],
  );

  const activeIndex = drag ? indexById.get(drag.activeId) : undefined;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // The dragged and the focused rows stay mounted so dnd-kit and the keyboard keep their node.
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = new Set(defaultRangeExtractor(range));
        if (activeIndex !== undefined) indexes.add(activeIndex);
        const focusedIndex = focusedId === null ? undefined : indexById.get(focusedId);
        if (focusedIndex !== undefined) indexes.add(focusedIndex);
        return [...indexes].sort((a, b) => a - b);
      },
      [activeIndex, focusedId, indexById],
    ),
  });

  // The tab stop: the focused row if it is still shown, else the first row.
  const tabStopId =
    focusedId !== null && indexById.has(focusedId) ? focusedId : (rows[0]?.id ?? null);

  const focusRow = useCallback(
    (id: string) => {
      const index = indexById.get(id);
      if (index === undefined) return;
      setFocusedId(id);
      pendingFocus.current = id;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [indexById, virtualizer],
  );

  const virtualItems = virtualizer.getVirtualItems();
  useEffect(() => {
    // A row scrolled into view by the keyboard is mounted on this render; focus it now.
    const id = pendingFocus.current;
    if (id === null) return;
    const node = scrollRef.current?.querySelector<HTMLElement>(
      `[data-tree-id="${CSS.escape(id)}"]`,
    );
    if (node) {
      pendingFocus.current = null;
      node.focus({ preventScroll: true });
    }
  });

  const commit = useCallback(
    (state: DragState, result: DropResult | null) => {
      const name = labelOf(state.activeId);
      if (!result || !result.ok) {
        setAnnouncement(`${describe(result, state.activeId)} ${name} was not moved.`);
        return;
      }
      if (!result.changed) {
        setAnnouncement(`${name} was dropped where it was.`);
        return;
      }
      onMove?.({ id: state.activeId, parent: result.parentId, position: result.position });
      setAnnouncement(
        `${name} moved ${result.parentId ? `into ${labelOf(result.parentId)}` : 'to the top level'}.`,
      );
    },
    [describe, labelOf, onMove],
  );

  // --- Keyboard -------------------------------------------------------------------------

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, row: FlatTreeRow<T>) => {
    if (event.target !== event.currentTarget) return;
    const index = indexById.get(row.id) ?? 0;
    if (drag?.mode === 'keyboard') {
      const overIndex = indexById.get(drag.overId) ?? index;
      const handled = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      const update = (next: DragState) => {
        setDrag(next);
        const result = projectDrop(rows, next.activeId, next.overId, next.depthOffset, canDrop);
        setAnnouncement(describe(result, next.activeId));
        const target = indexById.get(next.overId);
        if (target !== undefined) virtualizer.scrollToIndex(target, { align: 'auto' });
      };
      const currentDepth = projection?.ok ? projection.depth : row.depth + drag.depthOffset;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          handled();
          const nextRow = rows[overIndex + (event.key === 'ArrowDown' ? 1 : -1)];
          if (!nextRow) return;
          // Keep the level the person chose while moving up and down.
          update({ ...drag, overId: nextRow.id, depthOffset: currentDepth - row.depth });
          return;
        }
        case 'ArrowRight':
        case 'ArrowLeft':
          handled();
          update({
            ...drag,
            depthOffset: currentDepth + (event.key === 'ArrowRight' ? 1 : -1) - row.depth,
          });
          return;
        case ' ':
        case 'Enter':
          handled();
          commit(drag, projection);
          setDrag(null);
          return;
        case 'Escape':
        case 'Tab':
          if (event.key === 'Escape') handled();
          setDrag(null);
          setAnnouncement(`Move cancelled. ${labelOf(drag.activeId)} stays where it was.`);
          return;
        default:
          return;
      }
    }
    const go = (target: FlatTreeRow<T> | undefined) => {
      event.preventDefault();
      if (target) focusRow(target.id);
    };
    switch (event.key) {
      case 'ArrowDown':
        return go(rows[index + 1]);
      case 'ArrowUp':
        return go(rows[index - 1]);
      case 'Home':
        return go(rows[0]);
      case 'End':
        return go(rows[rows.length - 1]);
      case 'ArrowRight':
        event.preventDefault();
        if (row.collapsed) onToggle(row.id);
        else if (row.childIds.length > 0) go(rows[index + 1]);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        if (row.childIds.length > 0 && !row.collapsed) onToggle(row.id);
        else if (row.parentId) go(rows[indexById.get(row.parentId) ?? -1]);
        return;
      case 'Enter':
        event.preventDefault();
        props.onOpen?.(row);
        return;
      case ' ':
        event.preventDefault();
        if (!canDrag) {
          if (canMove)
            setAnnouncement('Clear the filter to drag; the Actions menu can still move it.');
          return;
        }
        setDrag({ activeId: row.id, overId: row.id, depthOffset: 0, mode: 'keyboard' });
        setAnnouncement(
          `Picked up ${getLabel(row.data)}. Up and down arrows move it, left and right change the level, Space drops it, Escape cancels.`,
        );
        return;
      default:
        return;
    }
  };

  // --- Pointer (dnd-kit) ----------------------------------------------------------------

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const dragRef = useRef<DragState | null>(null);
  dragRef.current = drag;

  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => `Picked up ${labelOf(String(active.id))}.`,
      onDragOver: () => undefined,
      onDragMove: () => undefined,
      onDragEnd: () => undefined,
      onDragCancel: ({ active }) =>
        `Move cancelled. ${labelOf(String(active.id))} stays where it was.`,
    }),
    [labelOf],
  );

  const onDragStart = (event: DragStartEvent) => {
    const id = String(event.active.id);
    setDrag({ activeId: id, overId: id, depthOffset: 0, mode: 'pointer' });
  };
  const onDragMove = (event: DragMoveEvent) => {
    const current = dragRef.current;
    if (!current) return;
    const depthOffset = Math.round(event.delta.x / indent);
    const overId = event.over ? String(event.over.id) : current.overId;
    if (depthOffset !== current.depthOffset || overId !== current.overId) {
      setDrag({ ...current, depthOffset, overId });
    }
  };
  const onDragOver = (event: DragOverEvent) => {
    const current = dragRef.current;
    if (!current || !event.over) return;
    const overId = String(event.over.id);
    if (overId !== current.overId) {
      setDrag({ ...current, overId });
      setAnnouncement(
        describe(
          projectDrop(rows, current.activeId, overId, current.depthOffset, canDrop),
          current.activeId,
        ),
      );
    }
  };
  const onDragEnd = (event: DragEndEvent) => {
    const current = dragRef.current;
    setDrag(null);
    if (!current) return;
    const final: DragState = {
      ...current,
      overId: event.over ? String(event.over.id) : current.overId,
      depthOffset: Math.round(event.delta.x / indent),
    };
    commit(final, projectDrop(rows, final.activeId, final.overId, final.depthOffset, canDrop));
  };

  // --- Drop line --------------------------------------------------------------------------

  let line: { top: number; left: number; invalid: boolean } | null = null;
  if (drag && projection && activeIndex !== undefined) {
    const overIndex = indexById.get(drag.overId) ?? activeIndex;
    const below = overIndex >= activeIndex;
    const depth = projection.ok ? projection.depth : (rows[overIndex]?.depth ?? 0);
    line = {
      top: (overIndex + (below ? 1 : 0)) * rowHeight - 1,
      left: depth * indent + 8,
      invalid: !projection.ok,
    };
  }

  const activeRow = activeIndex === undefined ? undefined : rows[activeIndex];
  const menuFor = (row: FlatTreeRow<T>) => ({
    up: canMove ? siblingMove(allItems, row.id, 'up') : null,
    down: canMove ? siblingMove(allItems, row.id, 'down') : null,
  });

  return (
    <div className="tree">
      <p id={instructionsId} className="visually-hidden">
        {canDrag
          ? 'Press Space on an item to pick it up, the arrow keys to move it, Space to drop it and Escape to cancel. Each item’s Actions menu also has Move up, Move down and Move to.'
          : 'Use the arrow keys to move between items, Enter to open one.'}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{ announcements, screenReaderInstructions: { draggable: '' } }}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDrag(null)}
      >
        <SortableContext items={rowIds} strategy={noMotion}>
          <div ref={scrollRef} className="tree-scroll">
            <div className="tree-canvas" style={{ height: virtualizer.getTotalSize() }}>
              <div
                role="tree"
                aria-label={props.label}
                aria-describedby={instructionsId}
                className="tree-rows"
              >
                {virtualItems.map((virtualRow) => {
                  const row = rows[virtualRow.index];
                  if (!row) return null;
                  const moves = menuFor(row);
                  return (
                    <TreeRow
                      key={row.id}
                      row={row}
                      top={virtualRow.start}
                      height={rowHeight}
                      indent={indent}
                      label={getLabel(row.data)}
                      name={(props.getRowName ?? getLabel)(row.data)}
                      tabStop={row.id === tabStopId}
                      dragging={drag?.activeId === row.id}
                      draggable={canDrag}
                      onFocus={setFocusedId}
                      onKeyDown={onRowKeyDown}
                      onToggle={onToggle}
                      content={props.renderRow(row)}
                      menu={
                        <RowMenu
                          label={getLabel(row.data)}
                          tabStop={row.id === tabStopId}
                          moves={canMove ? moves : null}
                          onMove={(move) => onMove?.(move)}
                          onMoveTo={() => setMoveToId(row.id)}
                          items={props.menuItems?.(row) ?? []}
                        />
                      }
                    />
                  );
                })}
              </div>
              {line ? (
                <div
                  aria-hidden="true"
                  className={
                    line.invalid ? 'tree-drop-line tree-drop-line-invalid' : 'tree-drop-line'
                  }
                  style={{ top: line.top, left: line.left }}
                />
              ) : null}
            </div>
          </div>
        </SortableContext>
        <DragOverlay dropAnimation={null}>
          {activeRow && drag?.mode === 'pointer' ? (
            <div className="tree-overlay" style={{ height: rowHeight }}>
              {getLabel(activeRow.data)}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <div aria-live="assertive" aria-atomic="true" className="visually-hidden">
        {announcement}
      </div>
      {onMove ? (
        <MoveToDialog
          items={allItems}
          itemId={moveToId}
          getLabel={getLabel}
          topLevelLabel={props.topLevelLabel ?? 'Top level'}
          canDrop={
            canDrop
              ? (item, parent) => {
                  const asRow = (node: TreeItem<T>): FlatTreeRow<T> => ({
                    id: node.id,
                    parentId: null,
                    depth: 0,
                    index: 0,
                    setSize: 1,
                    data: node.data,
                    canHaveChildren: node.canHaveChildren,
                    childIds: node.children.map((child) => child.id),
                    collapsed: false,
                  });
                  return canDrop(asRow(item), parent ? asRow(parent) : null);
                }
              : undefined
          }
          onOpenChange={(open) => {
            if (!open) {
              const id = moveToId;
              setMoveToId(null);
              if (id) focusRow(id);
            }
          }}
          onMove={onMove}
        />
      ) : null}
    </div>
  );
}

interface TreeRowProps<T> {
  row: FlatTreeRow<T>;
  top: number;
  height: number;
  indent: number;
  label: string;
  name: string;
  tabStop: boolean;
  dragging: boolean;
  draggable: boolean;
  onFocus: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, row: FlatTreeRow<T>) => void;
  onToggle: (id: string) => void;
  content: ReactNode;
  menu: ReactNode;
}

function TreeRow<T>(props: TreeRowProps<T>) {
  const { row } = props;
  const sortable = useSortable({ id: row.id, disabled: !props.draggable });
  const expandable = row.childIds.length > 0;
  const expanded = expandable && !row.collapsed;
  return (
    <div
      ref={sortable.setNodeRef}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-setsize={row.setSize}
      aria-posinset={row.index + 1}
      aria-expanded={expandable ? expanded : undefined}
      aria-label={props.name}
      tabIndex={props.tabStop ? 0 : -1}
      data-tree-id={row.id}
      className={props.dragging ? 'tree-row tree-row-dragging' : 'tree-row'}
      style={{ top: props.top, height: props.height, paddingLeft: row.depth * props.indent + 4 }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onFocus(row.id);
      }}
      onKeyDown={(event) => props.onKeyDown(event, row)}
      {...(props.draggable ? sortable.listeners : {})}
    >
      {row.canHaveChildren ? (
        <button
          type="button"
          tabIndex={-1}
          className="tree-toggle"
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${props.label}`}
          disabled={!expandable}
          onClick={() => props.onToggle(row.id)}
        >
          <span aria-hidden="true">{expandable ? (expanded ? '▾' : '▸') : '·'}</span>
        </button>
      ) : (
        <span className="tree-toggle-space" aria-hidden="true" />
      )}
      <div className="tree-row-content">{props.content}</div>
      {props.menu}
    </div>
  );
}

function RowMenu(props: {
  label: string;
  tabStop: boolean;
  moves: { up: TreeMove | null; down: TreeMove | null } | null;
  onMove: (move: TreeMove) => void;
  onMoveTo: () => void;
  items: TreeMenuItem[];
}) {
  const opensDialog = useRef(false);
  if (!props.moves && props.items.length === 0) return null;
  const { moves } = props;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="button button-ghost button-small tree-menu-trigger"
        aria-label={`Actions for ${props.label}`}
        tabIndex={props.tabStop ? 0 : -1}
        // Opening the menu must not start a drag of the row.
        onPointerDown={(event) => event.stopPropagation()}
      >
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu-content"
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            // The Move to… dialog takes focus; the menu must not pull it back to its trigger.
            if (opensDialog.current) {
              event.preventDefault();
              opensDialog.current = false;
            }
          }}
        >
          {moves ? (
            <>
              <DropdownMenu.Item
                className="menu-item"
                disabled={!moves.up}
                onSelect={() => moves.up && props.onMove(moves.up)}
              >
                Move up
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className="menu-item"
                disabled={!moves.down}
                onSelect={() => moves.down && props.onMove(moves.down)}
              >
                Move down
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className="menu-item"
                onSelect={() => {
                  opensDialog.current = true;
                  props.onMoveTo();
                }}
              >
                Move to…
              </DropdownMenu.Item>
              {props.items.length > 0 ? (
                <DropdownMenu.Separator className="menu-separator" />
              ) : null}
            </>
          ) : null}
          {props.items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className={item.tone === 'danger' ? 'menu-item menu-item-danger' : 'menu-item'}
              disabled={item.disabled}
              onSelect={() => {
                if (item.opensDialog) opensDialog.current = true;
                item.onSelect();
              }}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
