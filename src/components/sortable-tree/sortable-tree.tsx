import { closestCenter, DndContext, DragOverlay, MeasuringStrategy } from '@dnd-kit/core';
import {
  Suspense,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { DragState } from './drag-state';
import { DropLine } from './drop-line';
import type { RowMenuTarget, TreeMenuItem } from './row-menu';
import {
  silentDndAnnouncements,
  treeInstructions,
  useTreeAnnouncements,
} from './tree-announcements';
import {
  flatten,
  moveInTree,
  projectDrop,
  rowOf,
  shareRows,
  siblingMove,
  type DropResult,
  type FlatTreeRow,
  type TreeItem,
} from './tree-model';
import { MoveToDialog, SharedRowMenu, usePreloadTreeOverlays } from './tree-overlays';
import { TreeRow } from './tree-row';
import { treeKeyDown, type TreeKeyboardOptions } from './use-keyboard-drag';
import { useMoveFeedback, type TreeMoveHandler } from './use-move-feedback';
import { usePointerDrag } from './use-pointer-drag';
import { useTreeView } from './use-tree-view';
import styles from './sortable-tree.module.css';

export type { TreeMenuItem, TreeMoveHandler };

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
  /**
   * Called once per drop or menu move. Absent: the tree is read-only. A promise tells the tree
   * how the move ended (see TreeMoveHandler), so it can say so and bring the row into view.
   */
  onMove?: TreeMoveHandler;
  /** Keeps the menu moves but turns off dragging (for example while the tree is filtered). */
  dragDisabled?: boolean;
  /** Whether `row` may go into `parent`, on top of "only into items that take children". */
  canDrop?: (row: FlatTreeRow<T>, parent: FlatTreeRow<T> | null) => boolean;
  /** The rule behind `canDrop` for a row and a parent, said when a drop is refused. */
  dropRule?: (row: FlatTreeRow<T>, parent: FlatTreeRow<T> | null) => string;
  menuItems?: (row: FlatTreeRow<T>) => TreeMenuItem[];
  /** Name of the root in "Move to…" ("Top level of the organization"). */
  topLevelLabel?: string;
  rowHeight?: number;
  indent?: number;
}

/** Resolves after the next frame is painted (or soon, in a hidden tab that paints none). */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}

/**
 * Rows of 40 px, or 48 px where the main pointer is a finger: a row's menu button is 44 px high
 * there (button.module.css).
 */
const defaultRowHeight = () =>
  typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? 48 : 40;

const whileDragging = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

/**
 * A virtualized tree (role="tree", one treeitem per visible row with aria-level, aria-setsize and
 * aria-posinset) whose rows can be reordered and moved in and out of containers: with the mouse
 * (drag, sideways to change the level), with the keyboard (Space picks up, arrows move, Space
 * drops, Escape cancels) and with each row's menu (Move up, Move down, Move to…). Every way ends
 * in one `onMove` call, and each step is announced to screen readers.
 */
export function SortableTree<T>(props: SortableTreeProps<T>) {
  const { items, getLabel, collapsed, onToggle, onMove, canDrop } = props;
  const [pointerRowHeight] = useState(defaultRowHeight);
  const rowHeight = props.rowHeight ?? pointerRowHeight;
  const indent = props.indent ?? 24;
  const allItems = props.allItems ?? items;
  const instructionsId = useId();
  const [drag, setDrag] = useState<DragState | null>(null);
  const [announcement, announce] = useState('');
  const [moveToId, setMoveToId] = useState<string | null>(null);
  const [menu, setMenu] = useState<RowMenuTarget | null>(null);
  // The overlays (loaded apart: tree-overlays.tsx) are rendered from their first opening on.
  const [overlaysUsed, setOverlaysUsed] = useState({ menu: false, moveTo: false });
  if ((menu && !overlaysUsed.menu) || (moveToId && !overlaysUsed.moveTo))
    setOverlaysUsed({
      menu: overlaysUsed.menu || !!menu,
      moveTo: overlaysUsed.moveTo || !!moveToId,
    });
  usePreloadTreeOverlays();
  const canMove = Boolean(onMove);
  const canDrag = canMove && !props.dragDisabled;

  // A drop shows at once, in the render that ends the drag: the caller's own update of `items`
  // (optimistic, from its cache) comes a task or more later, and would cost a second frame
  // before the row is in its place. Dropped on items the caller has replaced since, or once
  // the move has ended (saved or refused), the caller's items are what is shown.
  const [dropped, setDropped] = useState<{ on: readonly TreeItem<T>[]; items: TreeItem<T>[] }>();
  if (dropped && dropped.on !== items) setDropped(undefined);
  const shownItems = dropped?.on === items ? dropped.items : items;

  // Rows that did not change keep their object, so their memoized TreeRow does not re-render.
  const previousRows = useRef<readonly FlatTreeRow<T>[]>([]);
  const rows = useMemo(
    () =>
      shareRows(
        previousRows.current,
        flatten(shownItems, { collapsed, hideChildrenOf: drag?.activeId ?? null }),
      ),
    [shownItems, collapsed, drag?.activeId],
  );
  useLayoutEffect(() => {
    previousRows.current = rows;
  }, [rows]);
  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);
  const projection: DropResult | null = useMemo(
    () => (drag ? projectDrop(rows, drag.activeId, drag.overId, drag.depthOffset, canDrop) : null),
    [drag, rows, canDrop],
  );
  const activeIndex = drag ? indexById.get(drag.activeId) : undefined;
  const activeRow = activeIndex === undefined ? undefined : rows[activeIndex];

  const words = useTreeAnnouncements({
    rows,
    indexById,
    allItems,
    getLabel,
    dropRule: props.dropRule,
  });
  const view = useTreeView({ rows, indexById, rowHeight, activeIndex });

  const runMove = useMoveFeedback({
    onMove,
    allItems,
    collapsed,
    onToggle,
    rowIndex: indexById,
    words,
    announce,
    scrollRef: view.scrollRef,
    focusRow: view.focusRow,
    scrollToRow: view.scrollToRow,
  });

  /** Ends a drag: one move when the row goes somewhere new; otherwise says why nothing moved. */
  const commit = useCallback(
    (state: DragState, result: DropResult | null) => {
      if (result?.ok && result.changed) {
        const move = { id: state.activeId, parent: result.parentId, position: result.position };
        setDropped({ on: items, items: moveInTree(items, move) });
        // The caller's work (its cache, the request) waits for the frame that shows the drop.
        void afterNextFrame()
          .then(() => runMove(move))
          .finally(() => setDropped(undefined));
      } else announce(words.dropped(state.activeId, result));
    },
    [runMove, words, items],
  );

  const keyboard = {
    rows,
    indexById,
    drag,
    setDrag,
    projection,
    canDrop,
    canMove,
    canDrag,
    words,
    announce,
    commit,
    focusRow: view.focusRow,
    scrollToRow: view.scrollToRow,
    onToggle,
    onOpen: props.onOpen,
  };
  // One stable handler for every row: rows are memoized, and the options change on every render.
  const keyboardRef = useRef<TreeKeyboardOptions<T>>(keyboard);
  useLayoutEffect(() => {
    keyboardRef.current = keyboard;
  });
  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>, target: FlatTreeRow<T>) =>
      treeKeyDown(keyboardRef.current, event, target),
    [],
  );
  const onOpenMenu = useCallback((id: string, anchor: HTMLElement) => setMenu({ id, anchor }), []);
  const menuRowIndex = menu ? indexById.get(menu.id) : undefined;
  const menuRow = menuRowIndex === undefined ? undefined : rows[menuRowIndex];
  const pointer = usePointerDrag({ rows, drag, setDrag, indent, canDrop, words, announce, commit });

  return (
    <div className={styles.tree}>
      <p id={instructionsId} className="visually-hidden">
        {treeInstructions(canDrag)}
      </p>
      <DndContext
        {...pointer}
        collisionDetection={closestCenter}
        // Rows are measured while a drag runs (and again as rows mount during it), never
        // otherwise: measuring on every mount made each scrolled frame lay out every row.
        measuring={whileDragging}
        accessibility={{
          announcements: silentDndAnnouncements,
          screenReaderInstructions: { draggable: '' },
        }}
      >
        <div ref={view.scrollRef} className={styles.scroll}>
          <div className={styles.canvas} style={{ height: view.totalSize }}>
            <div role="tree" aria-label={props.label} aria-describedby={instructionsId}>
              {view.virtualItems.map((virtualRow) => {
                const row = rows[virtualRow.index];
                if (!row) return null;
                const tabStop = row.id === view.tabStopId;
                return (
                  <TreeRow
                    key={row.id}
                    row={row}
                    top={virtualRow.start}
                    height={rowHeight}
                    indent={indent}
                    label={getLabel(row.data)}
                    name={(props.getRowName ?? getLabel)(row.data)}
                    tabStop={tabStop}
                    dragging={drag?.activeId === row.id}
                    draggable={canDrag}
                    onFocus={view.setFocusedId}
                    onKeyDown={onRowKeyDown}
                    onToggle={onToggle}
                    renderRow={props.renderRow}
                    hasMenu={canMove || (props.menuItems?.(row).length ?? 0) > 0}
                    menuOpen={menu?.id === row.id}
                    onOpenMenu={onOpenMenu}
                  />
                );
              })}
            </div>
            <DropLine
              drag={drag}
              projection={projection}
              rows={rows}
              indexById={indexById}
              rowHeight={rowHeight}
              indent={indent}
            />
          </div>
        </div>
        <DragOverlay dropAnimation={null}>
          {activeRow && drag?.mode === 'pointer' ? (
            <div className={styles.overlay} style={{ height: rowHeight }}>
              {getLabel(activeRow.data)}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <Suspense fallback={null}>
        {overlaysUsed.menu ? (
          <SharedRowMenu
            target={menuRow ? menu : null}
            moves={
              onMove && menuRow
                ? {
                    up: siblingMove(allItems, menuRow.id, 'up'),
                    down: siblingMove(allItems, menuRow.id, 'down'),
                  }
                : null
            }
            onMove={(move) => runMove(move)}
            onMoveTo={() => menuRow && setMoveToId(menuRow.id)}
            items={menuRow ? (props.menuItems?.(menuRow) ?? []) : []}
            onClose={() => setMenu(null)}
          />
        ) : null}
      </Suspense>
      <div aria-live="assertive" aria-atomic="true" className="visually-hidden">
        {announcement}
      </div>
      {onMove && overlaysUsed.moveTo ? (
        <Suspense fallback={null}>
          <MoveToDialog
            items={allItems}
            itemId={moveToId}
            getLabel={getLabel}
            topLevelLabel={props.topLevelLabel ?? 'Top level'}
            canDrop={
              canDrop
                ? (item, parent) => canDrop(rowOf(item), parent ? rowOf(parent) : null)
                : undefined
            }
            onOpenChange={(open) => {
              if (open) return;
              const id = moveToId;
              setMoveToId(null);
              if (id) view.focusRow(id);
            }}
            onMove={(move) => runMove(move, { fromMenu: true })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
