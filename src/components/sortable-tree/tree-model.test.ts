import { describe, expect, it } from 'vitest';
import { c, ids, s, shape, type Kind } from '@/test/tree-fixtures';
import {
  buildTree,
  countTree,
  filterTree,
  flatten,
  moveInTree,
  moveProblem,
  projectDrop,
  siblingMove,
  type FlatTreeRow,
  type TreeItem,
} from './tree-model';

const sample = (): TreeItem<Kind>[] => [
  c('A', [s('a1'), c('B', [s('b1'), s('b2')]), s('a2')]),
  c('E'),
  s('r1'),
  s('r2'),
];

describe('flatten', () => {
  it('lists rows in display order with depth, parent, index and set size', () => {
    const rows = flatten(sample());
    expect(ids(rows)).toEqual(['A', 'a1', 'B', 'b1', 'b2', 'a2', 'E', 'r1', 'r2']);
    const b2 = rows.find((row) => row.id === 'b2');
    expect(b2).toMatchObject({ parentId: 'B', depth: 2, index: 1, setSize: 2, collapsed: false });
    const r1 = rows.find((row) => row.id === 'r1');
    expect(r1).toMatchObject({ parentId: null, depth: 0, index: 2, setSize: 4 });
    expect(rows.find((row) => row.id === 'A')?.childIds).toEqual(['a1', 'B', 'a2']);
  });

  it('leaves out the children of collapsed items and marks them collapsed', () => {
    const rows = flatten(sample(), { collapsed: new Set(['B']) });
    expect(ids(rows)).toEqual(['A', 'a1', 'B', 'a2', 'E', 'r1', 'r2']);
    expect(rows.find((row) => row.id === 'B')?.collapsed).toBe(true);
    // An empty collection has nothing to hide, so it is not reported as collapsed.
    const empty = flatten(sample(), { collapsed: new Set(['E']) });
    expect(empty.find((row) => row.id === 'E')?.collapsed).toBe(false);
  });

  it('hides the subtree of the dragged item', () => {
    expect(ids(flatten(sample(), { hideChildrenOf: 'A' }))).toEqual(['A', 'E', 'r1', 'r2']);
  });

  it('handles a deep tree without recursion', () => {
    let deep: TreeItem<Kind> = s('leaf');
    for (let i = 0; i < 20_000; i += 1) deep = c(`c${i}`, [deep]);
    const rows = flatten([deep]);
    expect(rows).toHaveLength(20_001);
    expect(rows.at(-1)).toMatchObject({ id: 'leaf', depth: 20_000 });
  });
});

describe('buildTree', () => {
  it('rebuilds what flatten produced', () => {
    expect(buildTree(flatten(sample()))).toEqual(sample());
  });

  it('puts orphans at the root instead of losing them', () => {
    const tree = buildTree([
      { id: 'x', parentId: 'missing', data: 'space' as Kind, canHaveChildren: false },
    ]);
    expect(shape(tree)).toEqual(['x']);
  });
});

describe('moveInTree', () => {
  it('moves an item after a sibling in another parent', () => {
    const moved = moveInTree(sample(), { id: 'r1', parent: 'B', position: { after: 'b1' } });
    expect(shape(moved)).toEqual([{ A: ['a1', { B: ['b1', 'r1', 'b2'] }, 'a2'] }, { E: [] }, 'r2']);
  });

  it('moves an item before a sibling, and into an empty parent', () => {
    const before = moveInTree(sample(), { id: 'b2', parent: null, position: { before: 'A' } });
    expect(shape(before)[0]).toBe('b2');
    const into = moveInTree(sample(), { id: 'a1', parent: 'E', position: null });
    expect(shape(into)).toEqual([{ A: [{ B: ['b1', 'b2'] }, 'a2'] }, { E: ['a1'] }, 'r1', 'r2']);
  });

  it('moves a collection with its content', () => {
    const moved = moveInTree(sample(), { id: 'B', parent: 'E', position: null });
    expect(shape(moved)).toEqual([{ A: ['a1', 'a2'] }, { E: [{ B: ['b1', 'b2'] }] }, 'r1', 'r2']);
  });

  it('leaves the tree as it is for impossible moves', () => {
    const tree = sample();
    expect(moveInTree(tree, { id: 'A', parent: 'B', position: null })).toEqual(tree);
    expect(moveInTree(tree, { id: 'r1', parent: 'r2', position: null })).toEqual(tree);
    expect(moveInTree(tree, { id: 'r1', parent: 'A', position: { after: 'b1' } })).toEqual(tree);
  });

  it('shares the untouched branches', () => {
    const tree = sample();
    const moved = moveInTree(tree, { id: 'r2', parent: null, position: { before: 'r1' } });
    expect(moved[0]).toBe(tree[0]);
  });
});

describe('moveProblem', () => {
  it('names why a move is impossible', () => {
    const tree = sample();
    expect(moveProblem(tree, { id: 'nope', parent: null, position: null })).toBe('not-found');
    expect(moveProblem(tree, { id: 'A', parent: 'A', position: null })).toBe('into-itself');
    expect(moveProblem(tree, { id: 'A', parent: 'B', position: null })).toBe('into-descendant');
    expect(moveProblem(tree, { id: 'r1', parent: 'b1', position: null })).toBe('not-a-container');
    expect(moveProblem(tree, { id: 'r1', parent: 'A', position: { after: 'r2' } })).toBe(
      'not-found',
    );
    expect(moveProblem(tree, { id: 'r1', parent: null, position: { after: 'r1' } })).toBe(
      'into-itself',
    );
    expect(moveProblem(tree, { id: 'r1', parent: 'A', position: { after: 'a1' } })).toBe(undefined);
  });
});

describe('siblingMove', () => {
  it('moves up before the previous sibling and down after the next one', () => {
    expect(siblingMove(sample(), 'B', 'up')).toEqual({
      id: 'B',
      parent: 'A',
      position: { before: 'a1' },
    });
    expect(siblingMove(sample(), 'B', 'down')).toEqual({
      id: 'B',
      parent: 'A',
      position: { after: 'a2' },
    });
  });

  it('has nothing to do at the edges', () => {
    expect(siblingMove(sample(), 'a1', 'up')).toBeNull();
    expect(siblingMove(sample(), 'r2', 'down')).toBeNull();
    expect(siblingMove(sample(), 'missing', 'down')).toBeNull();
  });
});

describe('projectDrop', () => {
  const rows = () => flatten(sample());

  it('reorders among siblings: after the row it was dropped on when moving down', () => {
    expect(projectDrop(rows(), 'r1', 'r2', 0)).toEqual({
      ok: true,
      parentId: null,
      depth: 0,
      position: { after: 'r2' },
      changed: true,
    });
  });

  it('reorders among siblings: before the row it was dropped on when moving up', () => {
    const result = projectDrop(rows(), 'r2', 'E', 0);
    // Dropped on E from below: it lands between a2 (depth 1) and E; at depth 0 it follows A.
    expect(result).toMatchObject({ ok: true, parentId: null, position: { after: 'A' } });
  });

  it('moves into a collection by dragging right, and out of it by dragging left', () => {
    // r1 dropped on E's place: between a2 (depth 1) and E (depth 0).
    expect(projectDrop(rows(), 'r1', 'E', 0)).toMatchObject({
      ok: true,
      parentId: null,
      position: { after: 'A' },
    });
    expect(projectDrop(rows(), 'r1', 'E', 1)).toMatchObject({
      ok: true,
      parentId: 'A',
      depth: 1,
      position: { after: 'a2' },
    });
    // On a2's place (between b2 at depth 2 and a2 at depth 1) it cannot go back to the root.
    expect(projectDrop(rows(), 'r1', 'a2', 0)).toMatchObject({
      ok: true,
      parentId: 'A',
      position: { after: 'B' },
    });
    expect(projectDrop(rows(), 'r1', 'a2', 2)).toMatchObject({
      ok: true,
      parentId: 'B',
      position: { after: 'b2' },
    });
    // b2 is the last row of B: dragging it left takes it out to A, after B.
    expect(projectDrop(rows(), 'b2', 'b2', -1)).toMatchObject({
      ok: true,
      parentId: 'A',
      depth: 1,
      position: { after: 'B' },
      changed: true,
    });
  });

  it('clamps the depth to what the neighbours allow', () => {
    // Right after b1 (a space) and before b2 (depth 2): no deeper than 2, no shallower than 2.
    const deep = projectDrop(rows(), 'r1', 'b2', 5);
    expect(deep).toMatchObject({ ok: true, parentId: 'B', depth: 2 });
    const shallow = projectDrop(rows(), 'r1', 'b1', -5);
    expect(shallow).toMatchObject({ ok: true, parentId: 'B', depth: 2 });
  });

  it('goes into an empty collection, and first into a collapsed one', () => {
    // r1 dropped on r1's own place, one level right: under E, which is empty.
    expect(projectDrop(rows(), 'r1', 'r1', 1)).toMatchObject({
      ok: true,
      parentId: 'E',
      position: null,
      changed: true,
    });
    const collapsed = flatten(sample(), { collapsed: new Set(['B']) });
    // r1 dropped on a2: the row above is B (collapsed); one level deeper puts it inside B.
    expect(projectDrop(collapsed, 'r1', 'a2', 2)).toMatchObject({
      ok: true,
      parentId: 'B',
      position: { before: 'b1' },
    });
  });

  it('reports a drop that changes nothing', () => {
    expect(projectDrop(rows(), 'a1', 'a1', 0)).toMatchObject({ ok: true, changed: false });
    expect(projectDrop(rows(), 'r2', 'r2', 0)).toMatchObject({ ok: true, changed: false });
  });

  it('refuses a drop into the dragged item’s own subtree', () => {
    expect(projectDrop(rows(), 'A', 'b1', 0)).toEqual({ ok: false, reason: 'into-descendant' });
  });

  it('never nests under a leaf', () => {
    // Right after a space, dragging far right stays a sibling of that space.
    expect(projectDrop(rows(), 'r2', 'r2', 3)).toMatchObject({ ok: true, parentId: null });
  });

  it('applies the caller’s rules', () => {
    const noSpacesAtRoot = (_: FlatTreeRow<Kind>, parent: FlatTreeRow<Kind> | null) =>
      parent !== null;
    expect(projectDrop(rows(), 'r1', 'r2', 0, noSpacesAtRoot)).toEqual({
      ok: false,
      reason: 'not-a-container',
      parentId: null,
    });
  });

  it('reports unknown rows', () => {
    expect(projectDrop(rows(), 'zz', 'r2', 0)).toEqual({ ok: false, reason: 'unknown-row' });
    expect(projectDrop(rows(), 'r1', 'zz', 0)).toEqual({ ok: false, reason: 'unknown-row' });
  });
});

describe('filterTree and countTree', () => {
  it('keeps matches with their ancestors', () => {
    const filtered = filterTree(sample(), (item) => item.id === 'b2');
    expect(shape(filtered)).toEqual([{ A: [{ B: ['b2'] }] }]);
  });

  it('keeps a matching container whole', () => {
    expect(shape(filterTree(sample(), (item) => item.id === 'B'))).toEqual([
      { A: [{ B: ['b1', 'b2'] }] },
    ]);
  });

  it('counts by kind', () => {
    const counts = countTree(sample(), (item) => item.data);
    expect(Object.fromEntries(counts)).toEqual({ collection: 3, space: 6 });
  });
});
