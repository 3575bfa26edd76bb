import { describe, expect, it } from 'vitest';
import type { DocumentBlock } from '@/components/rich-text/slate-types';
import { benchDocuments } from './bench-documents';
import { diffDocuments } from './diff-documents';

describe("the bench's long page", () => {
  it('diffs into exactly its 50 edits, spread through its 2,000 blocks', () => {
    const { before, after } = benchDocuments(2000, 50);
    const { blocks, counts } = diffDocuments(
      before as { nodes: DocumentBlock[] },
      after as { nodes: DocumentBlock[] },
    );
    expect(counts.edited + counts.added + counts.removed + counts.moved).toBe(50);
    expect(counts.moved).toBe(0);
    const positions = blocks.flatMap((change, at) => (change.kind === 'unchanged' ? [] : [at]));
    expect(positions[0]).toBeLessThan(100);
    expect(positions.at(-1)).toBeGreaterThan(1900);
  });
});
