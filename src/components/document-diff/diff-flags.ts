import type { DocumentNode } from '@/components/rich-text/slate-types';

/*
 * How a merged node says what of it is new or gone: a `diff` property on its leaves, on void
 * nodes (which have no leaves) and on elements. The editor's converter keeps properties it does
 * not know (a leaf's in `source.leafProps`, an element's in `extra`, a void's in its `node`), so
 * the diff view's renderer reads them back while drawing with the editor's own renderer. Merged
 * nodes are only drawn, never saved.
 */

export type DiffFlag = 'ins' | 'del';

export const isDiffFlag = (value: unknown): value is DiffFlag => value === 'ins' || value === 'del';

/** `node` and everything in it flagged as inserted or deleted (a copy). */
export function flagged<T extends DocumentNode>(node: T, flag: DiffFlag): T {
  if (node.object === 'text') {
    return { ...node, leaves: node.leaves.map((leaf) => ({ ...leaf, diff: flag })) };
  }
  const copy: T = { ...node, diff: flag };
  if (Array.isArray(node.nodes)) copy.nodes = node.nodes.map((child) => flagged(child, flag));
  return copy;
}
