import type { DragState } from './drag-state';
import type { DropResult, FlatTreeRow } from './tree-model';
import { cx } from '@/lib/class-names';
import styles from './drop-line.module.css';

/**
 * The line that shows where a dragged row lands: below the row it is over when moving down,
 * above it when moving up, indented to the level it would take; red where it cannot go. Rows
 * never move while dragging (they are virtualized and absolutely placed), so this line is the
 * only feedback besides the announcements.
 */
export function DropLine<T>(props: {
  drag: DragState | null;
  projection: DropResult | null;
  rows: readonly FlatTreeRow<T>[];
  indexById: ReadonlyMap<string, number>;
  rowHeight: number;
  indent: number;
}) {
  const { drag, projection, rows, indexById } = props;
  const activeIndex = drag ? indexById.get(drag.activeId) : undefined;
  if (!drag || !projection || activeIndex === undefined) return null;
  const overIndex = indexById.get(drag.overId) ?? activeIndex;
  const below = overIndex >= activeIndex;
  const depth = projection.ok ? projection.depth : (rows[overIndex]?.depth ?? 0);
  return (
    <div
      aria-hidden="true"
      className={cx(styles.line, !projection.ok && styles.invalid)}
      style={{
        top: (overIndex + (below ? 1 : 0)) * props.rowHeight - 1,
        left: depth * props.indent + 8,
      }}
    />
  );
}
