import type { DocumentBlock, DocumentNode } from '@/components/rich-text/slate-types';
import { alignNodes } from './align-nodes';
import { flagged } from './diff-flags';
import { mergeInlineContent } from './inline-diff';

/*
 * One block before and after, as one block to draw: what both have once, what went flagged
 * `del` and what came flagged `ins` (diff-flags.ts), down through lists and their items, quotes,
 * hints, code and its lines, tabs and steppers. A block that cannot be merged (a void such as a
 * table or an expandable, whose content is data; a list that became a quote) gives null, and is
 * shown as the old block removed and the new one inserted.
 */

const isText = (node: DocumentNode) => node.object === 'text';
const hasChildren = (node: DocumentNode): node is DocumentBlock =>
  node.object === 'block' && node.isVoid !== true && Array.isArray(node.nodes);

/** Children that are text and inlines (a paragraph's, a code line's), or blocks (a list's). */
const holdsText = (block: DocumentBlock) => (block.nodes ?? []).some(isText);
const holdsBlocks = (block: DocumentBlock) =>
  (block.nodes ?? []).length > 0 && (block.nodes ?? []).every((node) => node.object === 'block');

/** The merged block, or null when it must be shown as replaced. */
export function mergeBlock(before: DocumentBlock, after: DocumentBlock): DocumentBlock | null {
  if (!hasChildren(before) || !hasChildren(after)) return null;
  const old = before.nodes ?? [];
  const next = after.nodes ?? [];
  if ((holdsText(before) || old.length === 0) && (holdsText(after) || next.length === 0)) {
    // A paragraph that became a heading reads as the heading, its words marked.
    return { ...after, nodes: mergeInlineContent(old, next).nodes };
  }
  if (before.type !== after.type || !holdsBlocks(before) || !holdsBlocks(after)) return null;
  const nodes: DocumentNode[] = [];
  for (const place of alignNodes(old as DocumentBlock[], next as DocumentBlock[])) {
    if (place.kind === 'same') nodes.push(place.after);
    else if (place.kind === 'added') nodes.push(flagged(place.after, 'ins'));
    else if (place.kind === 'removed') nodes.push(flagged(place.before, 'del'));
    else {
      const merged = mergeBlock(place.before, place.after);
      if (merged) nodes.push(merged);
      else nodes.push(flagged(place.before, 'del'), flagged(place.after, 'ins'));
    }
  }
  return { ...after, nodes };
}
