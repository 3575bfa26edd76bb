import type { DocumentValue } from '../store/state.ts';

/**
 * Three-way merge of a page's body, block by block (decision 0037, rebase conflicts): what a
 * change request changed in a Document (from `base` to `ours`) replayed on main's version of it
 * (`theirs`). Top-level blocks are matched by their `key` (the node id a comment anchors to), so
 * the request and main may each edit, add and remove different blocks of the same page. A block
 * both sides changed, differently, is a conflict; so is a block one side removed and the other
 * edited. Two sides that made the same change agree.
 */

type Block = DocumentValue['nodes'][number];

/** What the two sides of a body disagree on. */
export type BodyConflict =
  | { kind: 'blocks'; nodes: string[] }
  /** A body with blocks that carry no key cannot be matched block by block. */
  | { kind: 'unkeyed' };

const same = (a: Block | undefined, b: Block | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));

/** Blocks by key, or undefined when one has none. */
function keyed(body: DocumentValue): Map<string, Block> | undefined {
  const blocks = new Map<string, Block>();
  for (const block of body.nodes) {
    if (typeof block.key !== 'string') return undefined;
    blocks.set(block.key, block);
  }
  return blocks;
}

/** Whether one side changed the block `key` against the base (edited, removed or added). */
function changed(base: Map<string, Block>, side: Map<string, Block>, key: string): boolean {
  return !same(base.get(key), side.get(key));
}

/**
 * Where the two changed bodies disagree, or undefined when they can merge. Equal bodies, or a
 * body only one side changed, never conflict.
 */
export function bodyConflict(
  base: DocumentValue,
  ours: DocumentValue,
  theirs: DocumentValue,
): BodyConflict | undefined {
  if (ours === base || theirs === base || ours === theirs) return undefined;
  const [before, mine, main] = [keyed(base), keyed(ours), keyed(theirs)];
  if (!before || !mine || !main)
    return JSON.stringify(ours) === JSON.stringify(theirs) ? undefined : { kind: 'unkeyed' };
  const nodes: string[] = [];
  const keys = new Set([...before.keys(), ...mine.keys(), ...main.keys()]);
  for (const key of keys)
    if (
      changed(before, mine, key) &&
      changed(before, main, key) &&
      !same(mine.get(key), main.get(key))
    )
      nodes.push(key);
  return nodes.length > 0 ? { kind: 'blocks', nodes } : undefined;
}

/**
 * The request's changes to a body replayed on main's: main's blocks in main's order, with the
 * blocks the request edited in their edited form, those it removed gone, and those it added
 * after the block that precedes them in the request (at the start when none does). Only for
 * bodies without a conflict (`bodyConflict` first).
 */
export function mergeBodies(
  base: DocumentValue,
  ours: DocumentValue,
  theirs: DocumentValue,
): DocumentValue {
  if (ours === base || ours === theirs) return theirs;
  if (theirs === base) return ours;
  const before = keyed(base) ?? new Map<string, Block>();
  const mine = keyed(ours) ?? new Map<string, Block>();
  const merged: Block[] = [];
  for (const block of theirs.nodes) {
    const key = block.key as string;
    if (!changed(before, mine, key)) merged.push(block);
    else if (mine.has(key)) merged.push(mine.get(key) as Block);
    // Removed by the request: left out.
  }
  const at = new Map(merged.map((block, index) => [block.key as string, index]));
  let previous: string | undefined;
  for (const block of ours.nodes) {
    const key = block.key as string;
    if (!before.has(key) && !at.has(key)) {
      const index = previous === undefined ? 0 : (at.get(previous) ?? -1) + 1;
      merged.splice(index, 0, block);
      // Positions after the insertion move by one.
      for (const [other, position] of at) if (position >= index) at.set(other, position + 1);
      at.set(key, index);
    }
    if (at.has(key)) previous = key;
  }
  return { ...theirs, nodes: merged };
}
