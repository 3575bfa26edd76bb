import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ids, shape, type Kind } from '@/test/tree-fixtures';
import { buildTree, findInTree, flatten, moveInTree, moveProblem, projectDrop } from './tree-model';

/** Random trees of collections and spaces with unique ids. */
const treeArbitrary = fc
  .array(fc.tuple(fc.boolean(), fc.nat(50)), { minLength: 1, maxLength: 40 })
  .map((specs) => {
    const rows: Array<{
      id: string;
      parentId: string | null;
      data: Kind;
      canHaveChildren: boolean;
    }> = [];
    specs.forEach(([isCollection, parentPick], i) => {
      const containers = rows.filter((row) => row.canHaveChildren);
      const parent = parentPick % (containers.length + 1);
      rows.push({
        id: `n${i}`,
        parentId: parent === containers.length ? null : (containers[parent]?.id ?? null),
        data: isCollection ? 'collection' : 'space',
        canHaveChildren: isCollection,
      });
    });
    return buildTree(rows);
  });

describe('properties', () => {
  it('a projected drop, applied with moveInTree, gives the order the drag showed', () => {
    fc.assert(
      fc.property(
        treeArbitrary,
        fc.nat(100),
        fc.nat(100),
        fc.integer({ min: -3, max: 3 }),
        (tree, a, o, dx) => {
          const rows = flatten(tree);
          const active = rows[a % rows.length];
          const over = rows[o % rows.length];
          if (!active || !over) return;
          const result = projectDrop(rows, active.id, over.id, dx);
          if (!result.ok) {
            // Only a drop inside its own subtree is refused in a tree without extra rules.
            expect(result.reason).toBe('into-descendant');
            return;
          }
          const move = { id: active.id, parent: result.parentId, position: result.position };
          expect(moveProblem(tree, move)).toBeUndefined();
          const moved = moveInTree(tree, move);
          const after = flatten(moved);
          // Nothing is lost or duplicated.
          expect(new Set(ids(after))).toEqual(new Set(ids(rows)));
          expect(after).toHaveLength(rows.length);
          const placed = findInTree(moved, active.id);
          expect(placed?.parentId).toBe(result.parentId);
          // "No change" means exactly that.
          if (!result.changed) expect(shape(moved)).toEqual(shape(tree));
          else expect(shape(moved)).not.toEqual(shape(tree));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('flatten and buildTree are inverses', () => {
    fc.assert(
      fc.property(treeArbitrary, (tree) => {
        expect(buildTree(flatten(tree))).toEqual(tree);
      }),
    );
  });
});
