import type { BlockChange } from './diff-documents';

/*
 * What a diff shows at first: every change, with `context` unchanged blocks on each side, and
 * each longer run of unchanged blocks folded into one row that unfolds (and folds again). A 2,000-block page with
 * 50 edits then draws a few hundred blocks, not 2,000.
 */

export type DiffRow =
  | { kind: 'block'; change: BlockChange }
  | {
      kind: 'fold';
      /** Stable across renders: the index of its first block in the page after. */
      id: number;
      blocks: BlockChange[];
      /** Unfolded: its blocks follow it, and it folds them again. */
      open: boolean;
    };

/** Runs shorter than this stay open: a fold row would take as much room as they do. */
const minimumFold = 2;

export function foldUnchanged(
  changes: readonly BlockChange[],
  options: {
    context: number;
    unfolded: ReadonlySet<number>;
    /** Unchanged blocks that never fold (those with comments beside them). */
    kept?: (change: BlockChange) => boolean;
  },
): DiffRow[] {
  const rows: DiffRow[] = [];
  const folds = (change: BlockChange) => change.kind === 'unchanged' && !options.kept?.(change);
  let index = 0;
  while (index < changes.length) {
    const change = changes[index]!;
    if (!folds(change)) {
      rows.push({ kind: 'block', change });
      index += 1;
      continue;
    }
    let end = index;
    while (end < changes.length && folds(changes[end]!)) end += 1;
    const run = changes.slice(index, end);
    // No context before the first change or after the last: nothing there to read it against.
    const head = index === 0 ? 0 : options.context;
    const tail = end === changes.length ? 0 : options.context;
    const folded = run.slice(head, run.length - tail);
    const id = folded[0]?.kind === 'unchanged' ? folded[0].index : -1;
    if (folded.length < minimumFold) {
      for (const block of run) rows.push({ kind: 'block', change: block });
    } else {
      const open = options.unfolded.has(id);
      for (const block of run.slice(0, head)) rows.push({ kind: 'block', change: block });
      rows.push({ kind: 'fold', id, blocks: folded, open });
      if (open) for (const block of folded) rows.push({ kind: 'block', change: block });
      for (const block of run.slice(run.length - tail)) rows.push({ kind: 'block', change: block });
    }
    index = end;
  }
  return rows;
}
