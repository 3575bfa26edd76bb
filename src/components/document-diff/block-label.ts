import { plainText } from '@/components/rich-text/fragment-view';
import { nodeName } from '@/components/rich-text/node-catalog';
import type { DocumentBlock } from '@/components/rich-text/slate-types';
import type { BlockChange } from './diff-documents';

/** How a block starts, for names: its first words, or what it is when it has none (a table). */
export function blockTextStart(block: DocumentBlock, length = 40): string {
  const text = plainText([block]).replace(/\s+/g, ' ');
  if (!text) return nodeName(block.type);
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/** The 1-based position a change names: in the page after, or before for a removed block. */
export const positionOf = (change: BlockChange) =>
  (change.kind === 'removed' ? change.formerIndex : change.index) + 1;

/** What happened to a block, as a visible label (the markup says it too). */
export function kindLabel(change: BlockChange): string {
  switch (change.kind) {
    case 'unchanged':
      return 'Unchanged';
    case 'edited':
      return 'Edited';
    case 'added':
      return 'Added';
    case 'removed':
      return 'Removed';
    case 'moved':
      return `Moved from block ${change.formerIndex + 1}${change.edited ? ', edited' : ''}`;
  }
}

interface KeyedNode {
  key?: unknown;
  nodes?: readonly unknown[];
}

/** The node with this `key` at any depth of a Document's nodes (anchors may name nested ones). */
function findNode(nodes: readonly unknown[], key: string): KeyedNode | undefined {
  for (const node of nodes as readonly KeyedNode[]) {
    if (node.key === key) return node;
    const inner = node.nodes ? findNode(node.nodes, key) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/**
 * How a comment names its block ("block “Page for customer-facing…”"), or undefined when the
 * page no longer has a block with that key.
 */
export function blockLabel(
  document: { nodes: readonly unknown[] },
  key: string,
): string | undefined {
  const node = findNode(document.nodes, key);
  return node ? `block “${blockTextStart(node as DocumentBlock)}”` : undefined;
}
