import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { toast } from '@/components/ui/toast';
import { failedMoveWords } from './partial-move';
import type { TreeAnnouncements } from './tree-announcements';
import { findInTree, type TreeItem, type TreeMove } from './tree-model';

/**
 * What the caller does with a move. It may answer with a promise: resolved (optionally with the
 * row's id after the move, when the move gave it a new one) once the move is saved, rejected
 * when it was refused and undone, or with a `PartialMoveError` when it could not be undone.
 */
export type TreeMoveHandler = (move: TreeMove) => void | Promise<string | void>;

/** Where a moved row should be, to bring it into view once it is there. */
interface RevealTarget {
  id: string;
  parent: string | null;
  /** Open its collapsed parents (a move from a menu); otherwise a row left hidden stays so. */
  openParents: boolean;
}

/**
 * Every move of the tree, however it was made, says what it does (live region), and once it is
 * saved brings the moved row into view: the list scrolls to it and, unless the person is busy
 * elsewhere, it takes the focus. A move from a menu (`fromMenu`) may send the row anywhere, so
 * it also opens the row's collapsed ancestors and shows a toast; a drop into a collapsed parent
 * leaves it closed, as the person chose. A refused move says so.
 */
export function useMoveFeedback<T>(options: {
  onMove: TreeMoveHandler | undefined;
  allItems: readonly TreeItem<T>[];
  collapsed: ReadonlySet<string>;
  onToggle: (id: string) => void;
  rowIndex: ReadonlyMap<string, number>;
  words: TreeAnnouncements;
  announce: (message: string) => void;
  scrollRef: RefObject<HTMLElement | null>;
  focusRow: (id: string) => void;
  scrollToRow: (id: string) => void;
}) {
  const { onMove, words, announce } = options;
  const [target, setTarget] = useState<RevealTarget | null>(null);
  const opened = useRef(new Set<string>());

  /** Resolves once the move has ended, saved or refused. */
  const run = useCallback(
    (move: TreeMove, how: { fromMenu?: boolean } = {}): Promise<void> => {
      if (!onMove) return Promise.resolve();
      const said = words.moveWords(move);
      const name = words.labelOf(move.id);
      announce(said);
      return Promise.resolve()
        .then(() => onMove(move))
        .then(
          (id) => {
            opened.current = new Set();
            setTarget({ id: id || move.id, parent: move.parent, openParents: !!how.fromMenu });
            if (how.fromMenu) toast(said);
          },
          (error: unknown) => announce(failedMoveWords(name, error)),
        );
    },
    [onMove, words, announce],
  );

  const { allItems, collapsed, onToggle, rowIndex, scrollRef, focusRow, scrollToRow } = options;
  useEffect(() => {
    if (!target) return;
    const found = findInTree(allItems, target.id);
    // Not there yet: the optimistic update or the reload of a row with a new id is on its way.
    if (!found || found.parentId !== target.parent) return;
    for (let parent = found.parentId; parent !== null;) {
      if (collapsed.has(parent) && !opened.current.has(parent)) {
        if (!target.openParents) {
          setTarget(null);
          return;
        }
        opened.current.add(parent);
        onToggle(parent);
      }
      parent = findInTree(allItems, parent)?.parentId ?? null;
    }
    if (!rowIndex.has(target.id)) return;
    setTarget(null);
    const active = document.activeElement;
    const inTree = active !== null && scrollRef.current?.contains(active) === true;
    if (inTree || active === null || active === document.body) focusRow(target.id);
    else scrollToRow(target.id);
  }, [target, allItems, collapsed, onToggle, rowIndex, scrollRef, focusRow, scrollToRow]);

  return run;
}
