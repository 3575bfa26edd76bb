import { describe, expect, it } from 'vitest';
import type { DocumentBlock } from '@/components/rich-text/slate-types';
import type { BlockChange } from './diff-documents';
import { foldUnchanged } from './fold-runs';

const block = (key: string) =>
  ({ object: 'block', type: 'paragraph', key, nodes: [] }) as unknown as DocumentBlock;
const unchanged = (index: number): BlockChange => ({
  kind: 'unchanged',
  block: block(`b${index}`),
  index,
});

/** What a row shows: a block's key or "fold" with how many blocks it hides. */
const shape = (rows: ReturnType<typeof foldUnchanged>) =>
  rows.map((row) =>
    row.kind === 'fold' ? `fold ${row.blocks.length}` : String(row.change.block.key),
  );

describe('foldUnchanged', () => {
  const changes: BlockChange[] = [
    ...[0, 1, 2, 3, 4, 5, 6, 7].map(unchanged),
    { kind: 'added', block: block('new'), index: 8 },
  ];

  it('folds a run of unchanged blocks up to the context of a change', () => {
    expect(shape(foldUnchanged(changes, { context: 1, unfolded: new Set() }))).toEqual([
      'fold 7',
      'b7',
      'new',
    ]);
  });

  it('keeps a block that must stay shown (a comment beside it) out of the folds around it', () => {
    const kept = (change: BlockChange) => change.block.key === 'b1';
    expect(shape(foldUnchanged(changes, { context: 1, unfolded: new Set(), kept }))).toEqual([
      'b0',
      'b1',
      'b2',
      'fold 4',
      'b7',
      'new',
    ]);
  });
});
