import { MessageSquarePlus } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { plainText } from '@/components/rich-text/fragment-view';
import { keyOf } from './node-identity';
import { blockTextStart, kindLabel, positionOf } from './block-label';
import { changeAttribute } from './change-stepping';
import { DiffBlock } from './diff-block';
import type { BlockChange } from './diff-documents';
import styles from './document-diff.module.css';
import { buttonClass } from '@/components/ui/button';

/** Where a block can be commented on and show its comments: the console wires these. */
export interface BlockCommentSlots {
  /** Asks to comment on the block with this key (blocks of the page after that have a key). */
  onCommentBlock?: (nodeKey: string) => void;
  /** Anchored comments (or anything) beside the block with this key. */
  renderBlockAside?: (nodeKey: string) => ReactNode;
  /** Keys of blocks with something beside them: they stay shown when unchanged runs fold. */
  blocksWithAside?: ReadonlySet<string>;
}

const commentButton = buttonClass('ghost', 'icon');

/**
 * One block of the diff with what is beside it. A change is focusable (`n`/`p`) and named by
 * its number, what happened, its position and how it starts; its kind is also written next to
 * it, so it is never told by colour alone.
 */
export const DiffRow = memo(function DiffRow(
  props: BlockCommentSlots & {
    change: BlockChange;
    number: number;
    total: number;
    /** False until its turn comes (progressive-drawing.ts): its plain text stands in. */
    drawn: boolean;
  },
) {
  const { change } = props;
  const isChange = change.kind !== 'unchanged';
  const position = positionOf(change);
  const start = blockTextStart(change.block);
  // A removed block is not in the page after: comments anchor to nodes of that page.
  const key = change.kind === 'removed' ? undefined : keyOf(change.block);
  const kind = kindLabel(change);
  return (
    <div className={styles.row} data-kind={change.kind}>
      <div
        className={styles.block}
        {...(isChange
          ? {
              role: 'group',
              tabIndex: -1,
              'aria-label': `Change ${props.number} of ${props.total}: ${kind.toLowerCase()}, block ${position}, ${start}`,
              [changeAttribute]: '',
            }
          : {})}
      >
        {isChange ? (
          <span className={styles.kind} aria-hidden>
            {kind}
          </span>
        ) : null}
        {props.drawn ? (
          <DiffBlock change={change} />
        ) : (
          <p className={styles.pending} data-pending>
            {plainText([change.block])}
          </p>
        )}
      </div>
      {key !== undefined && (props.onCommentBlock || props.renderBlockAside) ? (
        <div className={styles.aside}>
          {props.onCommentBlock ? (
            <button
              type="button"
              className={commentButton}
              aria-label={`Comment on this block (block ${position}: ${start})`}
              title="Comment on this block"
              onClick={() => props.onCommentBlock?.(key)}
            >
              <MessageSquarePlus size={16} aria-hidden />
            </button>
          ) : null}
          {props.renderBlockAside?.(key)}
        </div>
      ) : null}
    </div>
  );
});
