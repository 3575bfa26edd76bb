import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { DocumentBlock, LooseDocument } from '@/components/rich-text/slate-types';
import { Button } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch-field';
import { changeSummary } from './change-summary';
import { useChangeStepping } from './change-stepping';
import { diffDocuments, isChange, type BlockChange } from './diff-documents';
import { DiffRow, type BlockCommentSlots } from './diff-row';
import styles from './document-diff.module.css';
import { foldUnchanged } from './fold-runs';
import { keyOf } from './node-identity';
import { useProgressiveDrawing } from './progressive-drawing';

type HeadingLevel = 2 | 3 | 4 | 5;

export interface DocumentDiffProps extends BlockCommentSlots {
  /** The page before the change (an empty document for a page the change adds). */
  before: { nodes: readonly DocumentBlock[] };
  /** The page after the change. */
  after: LooseDocument;
  /** Names the diff: the page's title. */
  title: string;
  /** The level of the diff's heading in the screen around it (3 by default). */
  headingLevel?: HeadingLevel;
  /** Unchanged blocks shown on each side of a change; longer runs fold (1 by default). */
  context?: number;
}

/**
 * The rendered diff of one page: its blocks drawn like the page, inserted content in `<ins>`,
 * removed in `<del>`, unchanged runs folded, a summary, and `n` / `p` between changes. A switch
 * shows the whole page after the change instead.
 */
export function DocumentDiff(props: DocumentDiffProps) {
  const { before, after, context = 1, blocksWithAside } = props;
  const changes = useMemo(() => diffDocuments(before, after), [before, after]);
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(() => new Set());
  const [wholePage, setWholePage] = useState(false);
  const rows = useMemo(() => {
    const kept = (change: BlockChange) => {
      const key = keyOf(change.block);
      return key !== undefined && blocksWithAside?.has(key) === true;
    };
    return foldUnchanged(changes.blocks, {
      context,
      unfolded,
      ...(blocksWithAside?.size ? { kept } : {}),
    });
  }, [changes, context, unfolded, blocksWithAside]);
  // Each change's number ("Change 3 of 12") is its place among all changes, folded or not.
  const numbers = useMemo(() => {
    const map = new Map<unknown, number>();
    for (const change of changes.blocks) if (isChange(change)) map.set(change, map.size + 1);
    return map;
  }, [changes]);
  // The whole page after the change is drawn block by block like the diff, so comments stay
  // beside the blocks they name and a block can still be commented on.
  const wholeRows = useMemo(
    () =>
      after.nodes.map((block, index) => ({
        kind: 'block' as const,
        change: { kind: 'unchanged', block, index } as BlockChange,
      })),
    [after],
  );
  const shownRows = wholePage ? wholeRows : rows;
  const shownKeys = useMemo(
    () => shownRows.flatMap((row) => (row.kind === 'block' ? [rowKey(row.change)] : [])),
    [shownRows],
  );
  const drawn = useProgressiveDrawing(shownKeys);
  const root = useRef<HTMLElement>(null);
  const { step, onKeyDown } = useChangeStepping(root);
  const toggleFold = useCallback((id: number) => {
    setUnfolded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const headingId = useId();
  const summaryId = useId();
  const hintId = useId();
  const Heading = `h${props.headingLevel ?? 3}` as const;
  const summary = changeSummary(changes.counts);
  const total = numbers.size;

  return (
    <section
      ref={root}
      className={styles.diff}
      aria-labelledby={headingId}
      aria-describedby={summaryId}
      onKeyDown={onKeyDown}
    >
      <header className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {props.title}
        </Heading>
        <p id={summaryId} className={styles.summary}>
          {summary}
        </p>
        <div className={styles.controls}>
          <SwitchField
            label="Show the whole page after the change"
            checked={wholePage}
            onCheckedChange={setWholePage}
          />
          {wholePage || total === 0 ? null : (
            <div className={styles.stepping}>
              <Button size="small" onClick={() => step(-1)} aria-describedby={hintId}>
                Previous change
              </Button>
              <Button size="small" onClick={() => step(1)} aria-describedby={hintId}>
                Next change
              </Button>
              <span id={hintId} className="muted">
                or press <kbd>p</kbd> and <kbd>n</kbd>
              </span>
            </div>
          )}
        </div>
      </header>
      {wholePage && after.nodes.length === 0 ? (
        <p className="muted">This document is empty.</p>
      ) : (
        <div
          className={styles.rows}
          {...(wholePage
            ? { role: 'group', 'aria-label': `${props.title}, after the change` }
            : {})}
        >
          {shownRows.map((row) =>
            row.kind === 'fold' ? (
              <div key={`fold-${row.id}`} className={styles.fold}>
                <button
                  type="button"
                  className={styles.foldButton}
                  aria-expanded={row.open}
                  onClick={() => toggleFold(row.id)}
                >
                  {row.open ? (
                    <ChevronDown size={14} aria-hidden />
                  ) : (
                    <ChevronRight size={14} aria-hidden />
                  )}
                  {row.blocks.length} unchanged {row.blocks.length === 1 ? 'block' : 'blocks'}
                </button>
              </div>
            ) : (
              <DiffRow
                key={rowKey(row.change)}
                change={row.change}
                drawn={drawn.has(rowKey(row.change))}
                number={numbers.get(row.change) ?? 0}
                total={total}
                onCommentBlock={props.onCommentBlock}
                renderBlockAside={props.renderBlockAside}
              />
            ),
          )}
        </div>
      )}
    </section>
  );
}

/*
 * A row's key names its change object: stable while folds open and close, new for every row
 * once other documents are diffed, as a block's Slate editor reads its content only once.
 */
const rowKeys = new WeakMap<BlockChange, string>();
let nextRowKey = 1;
function rowKey(change: BlockChange): string {
  let key = rowKeys.get(change);
  if (key === undefined) {
    key = `row-${nextRowKey++}`;
    rowKeys.set(change, key);
  }
  return key;
}
