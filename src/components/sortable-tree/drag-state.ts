/** A drag in progress, by pointer or keyboard: what moves, over which row, and how many levels. */
export interface DragState {
  activeId: string;
  overId: string;
  /** Levels in (+) or out (-) from the dragged row's own depth. */
  depthOffset: number;
  mode: 'pointer' | 'keyboard';
}
