import { describe, expect, it } from 'vitest';
import * as build from '@/api/document-builders';
import type { DocumentBlock, DocumentNode } from '@/components/rich-text/slate-types';
import { changeSummary } from './change-summary';
import { diffDocuments, type BlockChange } from './diff-documents';
import { foldUnchanged } from './fold-runs';
import { describeTableChange } from './table-changes';

const doc = (...nodes: build.TopLevelBlock[]) =>
  build.document(...nodes) as { nodes: DocumentBlock[] };
const keyed = <T extends object>(key: string, block: T): T => ({ ...block, key });

/** The kinds of the diff's blocks, in order. */
const kinds = (changes: BlockChange[]) => changes.map((change) => change.kind);

/** A merged node's leaves as `[text, flag]`, flag '' for unchanged, in reading order. */
function flaggedLeaves(node: DocumentNode): [string, string][] {
  if (node.object === 'text')
    return node.leaves.map((leaf) => [leaf.text, String(leaf.diff ?? '')]);
  return (node.nodes ?? []).flatMap(flaggedLeaves);
}

describe('diffDocuments', () => {
  it('marks the changed words of an edited paragraph and keeps their marks', () => {
    const { blocks, counts } = diffDocuments(
      doc(build.paragraph(build.richText('Rotate the ', ['keys', 'bold'], ' every month'))),
      doc(build.paragraph(build.richText('Rotate the ', ['keys', 'bold'], ' every week'))),
    );
    expect(counts).toMatchObject({ edited: 1, added: 0, removed: 0 });
    const change = blocks[0]!;
    if (change.kind !== 'edited' || !change.merged) throw new Error('not merged');
    expect(flaggedLeaves(change.merged)).toEqual([
      ['Rotate the ', ''],
      ['keys', ''],
      [' every ', ''],
      ['month', 'del'],
      ['week', 'ins'],
    ]);
    const bold = (change.merged.nodes![0] as build.Text).leaves[1]!;
    expect(bold.marks).toEqual([{ object: 'mark', type: 'bold' }]);
  });

  it('counts a word made bold as changed', () => {
    const { blocks } = diffDocuments(
      doc(build.paragraph('Ship it now')),
      doc(build.paragraph(build.richText('Ship it ', ['now', 'bold']))),
    );
    const change = blocks[0]!;
    if (change.kind !== 'edited' || !change.merged) throw new Error('not merged');
    expect(flaggedLeaves(change.merged)).toEqual([
      ['Ship it ', ''],
      ['now', 'del'],
      ['now', 'ins'],
    ]);
  });

  it('tells added, removed and unchanged blocks apart, in reading order', () => {
    const { blocks, counts } = diffDocuments(
      doc(build.heading(2, 'Setup'), build.paragraph('Old step'), build.paragraph('Keep me')),
      doc(build.heading(2, 'Setup'), build.paragraph('Keep me'), build.divider()),
    );
    expect(kinds(blocks)).toEqual(['unchanged', 'removed', 'unchanged', 'added']);
    expect(blocks[1]).toMatchObject({ kind: 'removed', formerIndex: 1 });
    expect(blocks[3]).toMatchObject({ kind: 'added', index: 2 });
    expect(changeSummary(counts)).toBe('1 block added, 1 removed');
  });

  it('shows a rewritten unkeyed paragraph as removed and added, a keyed one as edited', () => {
    const rewrite = diffDocuments(
      doc(build.paragraph('The quick brown fox')),
      doc(build.paragraph('Nothing alike here')),
    );
    expect(kinds(rewrite.blocks)).toEqual(['removed', 'added']);
    const keyedRewrite = diffDocuments(
      doc(keyed('k1', build.paragraph('The quick brown fox'))),
      doc(keyed('k1', build.paragraph('Nothing alike here'))),
    );
    expect(kinds(keyedRewrite.blocks)).toEqual(['edited']);
  });

  it('matches keyed blocks by key, so a moved block is told apart', () => {
    const a = keyed('a', build.paragraph('First'));
    const b = keyed('b', build.paragraph('Second'));
    const c = keyed('c', build.paragraph('Third'));
    const { blocks, counts } = diffDocuments(doc(a, b, c), doc(b, c, a));
    expect(counts).toMatchObject({ moved: 1, removed: 0, added: 0, unchanged: 2 });
    expect(blocks.find((change) => change.kind === 'moved')).toMatchObject({
      formerIndex: 0,
      index: 2,
      edited: false,
    });
    expect(changeSummary(counts)).toBe('1 block moved');
  });

  it('diffs nested lists item by item', () => {
    const { blocks } = diffDocuments(
      doc(build.bulletList('Install the app', 'Sign in', 'Old tip')),
      doc(build.bulletList('Install the app', 'Sign in with SSO', 'New tip entirely different')),
    );
    const change = blocks[0]!;
    if (change.kind !== 'edited' || !change.merged) throw new Error('not merged');
    expect(change.merged.nodes!.map(flaggedLeaves)).toEqual([
      [['Install the app', '']],
      [
        ['Sign in', ''],
        [' with SSO', 'ins'],
      ],
      [['Old tip', 'del']],
      [['New tip entirely different', 'ins']],
    ]);
    expect(change.merged.nodes![2]).toMatchObject({ type: 'list-item', diff: 'del' });
  });

  it('diffs code line by line and words within a line', () => {
    const { blocks } = diffDocuments(
      doc(build.code({ syntax: 'bash' }, ['npm install', 'npm run dev'])),
      doc(build.code({ syntax: 'bash' }, ['npm install', 'npm run build', 'npm test'])),
    );
    const change = blocks[0]!;
    if (change.kind !== 'edited' || !change.merged) throw new Error('not merged');
    expect(change.merged.nodes!.map(flaggedLeaves)).toEqual([
      [['npm install', '']],
      [
        ['npm run ', ''],
        ['dev', 'del'],
        ['build', 'ins'],
      ],
      [['npm test', 'ins']],
    ]);
  });

  it('merges hints and tabs through their children', () => {
    const { blocks } = diffDocuments(
      doc(build.hint('info', 'Back up first'), build.tabs(build.tab('Mac', 'Use brew'))),
      doc(build.hint('info', 'Back up everything first'), build.tabs(build.tab('Mac', 'Use port'))),
    );
    expect(kinds(blocks)).toEqual(['edited', 'edited']);
    const [hint, tabs] = blocks;
    if (hint?.kind !== 'edited' || tabs?.kind !== 'edited') throw new Error('not edited');
    expect(flaggedLeaves(hint.merged!)).toContainEqual(['everything ', 'ins']);
    expect(flaggedLeaves(tabs.merged!)).toEqual([
      ['Use ', ''],
      ['brew', 'del'],
      ['port', 'ins'],
    ]);
  });

  it('shows an edited table as replaced, and says which rows changed', () => {
    const columns = [build.textColumn('name', 'Name')];
    const view = { type: 'grid' as const, columns: ['name'], hideHeader: false };
    const before = build.table(view, columns, [{ name: 'Ada' }, { name: 'Bob' }]);
    const after = build.table(view, columns, [{ name: 'Ada' }, { name: 'Rob' }, { name: 'Cy' }]);
    const { blocks } = diffDocuments(doc(before), doc(after));
    expect(blocks[0]).toMatchObject({ kind: 'edited', merged: null });
    expect(describeTableChange(before as DocumentBlock, after as DocumentBlock)).toBe(
      '1 row added, 1 row changed',
    );
  });
});

describe('changeSummary', () => {
  it('names the blocks once, then counts the rest', () => {
    expect(changeSummary({ edited: 3, added: 1, removed: 2, moved: 0, unchanged: 9 })).toBe(
      '3 blocks changed, 1 added, 2 removed',
    );
    expect(changeSummary({ edited: 0, added: 0, removed: 0, moved: 0, unchanged: 9 })).toBe(
      'No blocks changed',
    );
  });
});

describe('foldUnchanged', () => {
  const page = Array.from({ length: 20 }, (_, i) => build.paragraph(`Block ${i}`));
  const edited = page.map((block, i) => (i === 10 ? build.paragraph('Block ten, edited') : block));
  const { blocks } = diffDocuments(doc(...page), doc(...edited));

  it('keeps the changes and one block of context each side, and folds the rest', () => {
    const rows = foldUnchanged(blocks, { context: 1, unfolded: new Set() });
    expect(
      rows.map((row) => (row.kind === 'fold' ? `fold ${row.blocks.length}` : row.change.kind)),
    ).toEqual(['fold 9', 'unchanged', 'removed', 'added', 'unchanged', 'fold 8']);
  });

  it('opens a fold by its id, which stays to fold it again', () => {
    const rows = foldUnchanged(blocks, { context: 1, unfolded: new Set([0]) });
    expect(rows.filter((row) => row.kind === 'fold').map((row) => row.open)).toEqual([true, false]);
    expect(rows.filter((row) => row.kind === 'block')).toHaveLength(13);
  });
});
