import {
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useRef } from 'react';
import type { DragState } from './drag-state';
import type { TreeAnnouncements } from './tree-announcements';
import { projectDrop, type DropResult, type FlatTreeRow } from './tree-model';

/**
 * dnd-kit's pointer sensor for a mouse or a pen only. A finger on a row scrolls the page: were
 * it to drag, scrolling through the tree on a phone would move rows. Moves by touch go through
 * the row's menu (Move up, Move down, Move to…), and the rows let a touch pan
 * (tree-row.module.css).
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = PointerSensor.activators.map((activator) => ({
    ...activator,
    handler: (...[event, options]: Parameters<typeof activator.handler>) =>
      event.nativeEvent.pointerType !== 'touch' && activator.handler(event, options),
  }));
}

/**
 * Dragging rows with the mouse (dnd-kit): a drag starts after 6 pixels, the row under the
 * pointer says where it goes and the sideways distance (in indents) its level. Returns the
 * sensors and handlers to spread on the DndContext.
 */
export function usePointerDrag<T>(options: {
  rows: readonly FlatTreeRow<T>[];
  drag: DragState | null;
  setDrag: (drag: DragState | null) => void;
  indent: number;
  canDrop: ((row: FlatTreeRow<T>, parent: FlatTreeRow<T> | null) => boolean) | undefined;
  words: TreeAnnouncements;
  announce: (message: string) => void;
  commit: (drag: DragState, result: DropResult | null) => void;
}) {
  const { rows, setDrag, indent, canDrop } = options;
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
  );
  // dnd-kit's handlers may run before React renders the last state: read the latest drag here.
  const dragRef = useRef<DragState | null>(null);
  dragRef.current = options.drag;

  const onDragStart = (event: DragStartEvent) => {
    const id = String(event.active.id);
    setDrag({ activeId: id, overId: id, depthOffset: 0, mode: 'pointer' });
    options.announce(`Picked up ${options.words.labelOf(id)}.`);
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
      const result = projectDrop(rows, current.activeId, overId, current.depthOffset, canDrop);
      options.announce(options.words.describe(result, current.activeId));
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
    options.commit(
      final,
      projectDrop(rows, final.activeId, final.overId, final.depthOffset, canDrop),
    );
  };
  const onDragCancel = () => {
    const current = dragRef.current;
    setDrag(null);
    if (current) options.announce(options.words.cancelled(current.activeId));
  };

  return { sensors, onDragStart, onDragMove, onDragOver, onDragEnd, onDragCancel };
}
