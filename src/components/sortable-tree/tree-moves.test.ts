import { describe, expect, it } from 'vitest';
import type { TreeItem } from './tree-model';
import { moveToEnd } from './tree-moves';

const c = (id: string, children: TreeItem<null>[] = []): TreeItem<null> => ({
  id,
  data: null,
  canHaveChildren: true,
  children,
});
const s = (id: string): TreeItem<null> => ({
  id,
  data: null,
  canHaveChildren: false,
  children: [],
});

describe('moveToEnd', () => {
  const tree = [c('a', [s('a1'), s('a2')]), c('empty'), s('b')];

  it('puts the item after the last of the new parent’s children', () => {
    expect(moveToEnd(tree, 'b', 'a')).toEqual({ id: 'b', parent: 'a', position: { after: 'a2' } });
    expect(moveToEnd(tree, 'a1', null)).toEqual({
      id: 'a1',
      parent: null,
      position: { after: 'b' },
    });
    expect(moveToEnd(tree, 'a1', 'a')).toEqual({
      id: 'a1',
      parent: 'a',
      position: { after: 'a2' },
    });
  });

  it('needs no position in an empty parent', () => {
    expect(moveToEnd(tree, 'b', 'empty')).toEqual({ id: 'b', parent: 'empty', position: null });
  });

  it('is null when the item is last there already', () => {
    expect(moveToEnd(tree, 'b', null)).toBeNull();
    expect(moveToEnd(tree, 'a2', 'a')).toBeNull();
  });
});
