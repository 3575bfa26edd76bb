import type { DocumentBlock } from '@/components/rich-text/slate-types';
import { alignNodes } from './align-nodes';
import { mergeBlock } from './merge-block';
import { isUnchanged, keyOf, signatureOf } from './node-identity';

/*
 * The diff of two versions of a page, block by block: each top-level block of the page after
 * is unchanged, edited, added or moved, and each of the page before that is gone is removed, in
 * reading order (a removed block where it stood). Pure: the view draws what this says.
 */

/** A top-level block's place: its 0-based index in the page after (or before, once removed). */
export type BlockChange =
  | { kind: 'unchanged'; block: DocumentBlock; index: number }
  | {
      kind: 'edited';
      before: DocumentBlock;
      block: DocumentBlock;
      index: number;
      /** Both versions in one block, inserted and removed content flagged; null: replaced. */
      merged: DocumentBlock | null;
    }
  | { kind: 'added'; block: DocumentBlock; index: number }
  | { kind: 'removed'; block: DocumentBlock; formerIndex: number }
  | {
      kind: 'moved';
      before: DocumentBlock;
      block: DocumentBlock;
      index: number;
      formerIndex: number;
      /** Set when the block was also edited (see `edited`). */
      merged: DocumentBlock | null;
      edited: boolean;
    };

export interface ChangeCounts {
  edited: number;
  added: number;
  removed: number;
  moved: number;
  unchanged: number;
}

export interface DocumentChanges {
  blocks: BlockChange[];
  counts: ChangeCounts;
}

/** A removed block and an added one are one block moved: same key, or same content unkeyed. */
const identityOf = (block: DocumentBlock) => {
  const key = keyOf(block);
  return key !== undefined ? `key:${key}` : `content:${signatureOf(block)}`;
};

export function diffDocuments(
  before: { nodes: readonly DocumentBlock[] },
  after: { nodes: readonly DocumentBlock[] },
): DocumentChanges {
  const aligned = alignNodes(before.nodes, after.nodes);

  // Moves: cheap once aligned, as only the blocks that went and came are compared.
  const gone = new Map<string, { block: DocumentBlock; formerIndex: number }>();
  for (const place of aligned)
    if (place.kind === 'removed')
      gone.set(identityOf(place.before), { block: place.before, formerIndex: place.beforeIndex });
  const movedFrom = new Map<DocumentBlock, { block: DocumentBlock; formerIndex: number }>();
  for (const place of aligned) {
    if (place.kind !== 'added') continue;
    const source = gone.get(identityOf(place.after));
    if (!source) continue;
    gone.delete(identityOf(place.after));
    movedFrom.set(source.block, source);
    movedFrom.set(place.after, source);
  }

  const blocks: BlockChange[] = [];
  const counts: ChangeCounts = { edited: 0, added: 0, removed: 0, moved: 0, unchanged: 0 };
  for (const place of aligned) {
    if (place.kind === 'same') {
      counts.unchanged += 1;
      blocks.push({ kind: 'unchanged', block: place.after, index: place.afterIndex });
    } else if (place.kind === 'changed') {
      counts.edited += 1;
      blocks.push({
        kind: 'edited',
        before: place.before,
        block: place.after,
        index: place.afterIndex,
        merged: mergeBlock(place.before, place.after),
      });
    } else if (place.kind === 'removed') {
      // A block that moved is told where it went, not where it was.
      if (movedFrom.has(place.before)) continue;
      counts.removed += 1;
      blocks.push({ kind: 'removed', block: place.before, formerIndex: place.beforeIndex });
    } else {
      const source = movedFrom.get(place.after);
      if (!source) {
        counts.added += 1;
        blocks.push({ kind: 'added', block: place.after, index: place.afterIndex });
        continue;
      }
      counts.moved += 1;
      const edited = !isUnchanged(source.block, place.after);
      blocks.push({
        kind: 'moved',
        before: source.block,
        block: place.after,
        index: place.afterIndex,
        formerIndex: source.formerIndex,
        merged: edited ? mergeBlock(source.block, place.after) : null,
        edited,
      });
    }
  }
  return { blocks, counts };
}

/** Whether a block of the diff is a change (what `n` and `p` step between). */
export const isChange = (change: BlockChange) => change.kind !== 'unchanged';
