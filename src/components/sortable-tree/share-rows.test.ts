import { describe, expect, it } from 'vitest';
import { flatten, moveInTree, shareRows, type TreeItem } from './tree-model';

const leaf = (id: string): TreeItem<string> => ({
  id,
  data: id,
  canHaveChildren: false,
  children: [],
});
const tree: TreeItem<string>[] = [
  { id: 'a', data: 'a', canHaveChildren: true, children: [leaf('a1'), leaf('a2')] },
  leaf('b'),
  leaf('c'),
];

describe('shareRows', () => {
  it('keeps the previous object of every row that did not change', () => {
    const before = flatten(tree);
    const after = shareRows(before, flatten(tree));
    after.forEach((row, index) => expect(row).toBe(before[index]));
  });

  it('gives new objects only to the rows a move changes', () => {
    const before = flatten(tree);
    const moved = moveInTree(tree, { id: 'c', parent: null, position: { before: 'b' } });
    const after = shareRows(before, flatten(moved));
    const changed = after.filter((row) => !before.includes(row)).map((row) => row.id);
    expect(changed.sort()).toEqual(['b', 'c']);
  });
});
