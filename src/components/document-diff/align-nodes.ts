import { diffArrays } from 'diff';
import { plainText } from '@/components/rich-text/fragment-view';
import { textBlockTypes, type DocumentNode } from '@/components/rich-text/slate-types';
import { isSameNode, isUnchanged, keyOf } from './node-identity';

/** One place of two aligned lists of nodes (a page's blocks, a list's items, a code's lines). */
export type Aligned<T extends DocumentNode> =
  | { kind: 'same'; before: T; after: T; beforeIndex: number; afterIndex: number }
  | { kind: 'changed'; before: T; after: T; beforeIndex: number; afterIndex: number }
  | { kind: 'added'; after: T; afterIndex: number }
  | { kind: 'removed'; before: T; beforeIndex: number };

/** See `flush` in alignNodes. */
const maxPairings = 2500;

const textTypes: ReadonlySet<string> = new Set(textBlockTypes);

/** A paragraph that became a heading is still one block changed; a list that became a table is not. */
const typeOf = (node: DocumentNode) => (node.object === 'text' ? undefined : node.type);

function compatibleTypes(a: DocumentNode, b: DocumentNode): boolean {
  const typeA = typeOf(a);
  const typeB = typeOf(b);
  if (a.object !== b.object) return false;
  if (typeA === undefined || typeB === undefined) return true;
  return typeA === typeB || (textTypes.has(typeA) && textTypes.has(typeB));
}

function words(node: DocumentNode): Set<string> {
  return new Set(plainText([node]).toLowerCase().split(/\s+/).filter(Boolean));
}

/** Share of words two nodes have in common (Dice): 1 for the same words, 0 for none shared. */
function similarity(a: DocumentNode, b: DocumentNode): number {
  const left = words(a);
  const right = words(b);
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

/**
 * Whether a node that went and one that came in the same place are one node edited: never two
 * nodes with different keys; else nodes of a compatible type whose words are still half the
 * same (a rewritten paragraph or list item is shown as removed and added, which reads better).
 */
function isEditOf(before: DocumentNode, after: DocumentNode): boolean {
  const keyA = keyOf(before);
  const keyB = keyOf(after);
  if (keyA !== undefined && keyB !== undefined) return false;
  if (!compatibleTypes(before, after)) return false;
  // A void (a table, an image) is data, not words: one of the same type in its place is it edited.
  return before.object === 'text' || before.isVoid === true || similarity(before, after) >= 0.5;
}

/**
 * Aligns two lists of nodes: the longest run of the same nodes in order (jsdiff's diffArrays,
 * Myers), then, where some went and others came in one place, pairs those that are one node
 * edited. What went comes before what came in its place.
 */
export function alignNodes<T extends DocumentNode>(
  before: readonly T[],
  after: readonly T[],
): Aligned<T>[] {
  const parts = diffArrays([...before], [...after], { comparator: isSameNode });
  const out: Aligned<T>[] = [];
  let beforeIndex = 0;
  let afterIndex = 0;
  let removed: { node: T; index: number }[] = [];
  let added: { node: T; index: number }[] = [];

  const flush = () => {
    const pairs = new Map<number, { node: T; index: number }>();
    let from = 0;
    // Pairing compares each that went with each that came: a page rewritten wholesale is not
    // worth the time, and reads as removed and added anyway.
    const worthPairing = removed.length * added.length <= maxPairings;
    for (const [addedAt, item] of worthPairing ? added.entries() : []) {
      for (let r = from; r < removed.length; r += 1) {
        const gone = removed[r]!;
        if (isEditOf(gone.node, item.node)) {
          pairs.set(addedAt, gone);
          from = r + 1;
          break;
        }
      }
    }
    const paired = new Set(pairs.values());
    // Reading order: between two edited nodes, what went comes before what came.
    let nextRemoved = 0;
    let waiting: Aligned<T>[] = [];
    const emitRemovedBefore = (limit: number) => {
      for (; nextRemoved < removed.length && removed[nextRemoved]!.index < limit; nextRemoved++) {
        const gone = removed[nextRemoved]!;
        if (!paired.has(gone))
          out.push({ kind: 'removed', before: gone.node, beforeIndex: gone.index });
      }
      out.push(...waiting);
      waiting = [];
    };
    for (const [addedAt, item] of added.entries()) {
      const gone = pairs.get(addedAt);
      if (!gone) {
        waiting.push({ kind: 'added', after: item.node, afterIndex: item.index });
        continue;
      }
      emitRemovedBefore(gone.index);
      out.push({
        kind: 'changed',
        before: gone.node,
        after: item.node,
        beforeIndex: gone.index,
        afterIndex: item.index,
      });
      nextRemoved = Math.max(nextRemoved, removed.indexOf(gone) + 1);
    }
    emitRemovedBefore(Infinity);
    removed = [];
    added = [];
  };

  for (const part of parts) {
    if (part.removed) {
      for (const node of part.value) removed.push({ node, index: beforeIndex++ });
    } else if (part.added) {
      for (const node of part.value) added.push({ node, index: afterIndex++ });
    } else {
      flush();
      for (const node of part.value) {
        // The comparator matched it, so `node` is the after side; its before side is by index.
        const old = before[beforeIndex]!;
        out.push({
          kind: isUnchanged(old, node) ? 'same' : 'changed',
          before: old,
          after: node,
          beforeIndex: beforeIndex++,
          afterIndex: afterIndex++,
        });
      }
    }
  }
  flush();
  return out;
}
