import { blockTextStart } from '@/components/document-diff/block-label';
import type { DocumentBlock } from '@/components/rich-text/slate-types';
import type { Comment } from './api/comment-queries';

/** Where a comment is anchored, if it names a block of a page. */
export function anchorOf(comment: Comment): { page: string; node?: string } | undefined {
  const page = comment.target.page?.id;
  if (!page) return undefined;
  const node = comment.target.node?.id;
  return node ? { page, node } : { page };
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

/** Anchored comments grouped by page and block, for drawing them beside their blocks. */
export function commentsByBlock(comments: readonly Comment[]): Map<string, Comment[]> {
  const groups = new Map<string, Comment[]>();
  for (const comment of comments) {
    const anchor = anchorOf(comment);
    if (!anchor?.node) continue;
    const id = blockId(anchor.page, anchor.node);
    groups.set(id, [...(groups.get(id) ?? []), comment]);
  }
  return groups;
}

export const blockId = (page: string, node: string) => `${page}\u0000${node}`;

/** The page and node a `blockId` names. */
export function blockIdParts(id: string): { page: string; node: string } {
  const [page = '', node = ''] = id.split('\u0000');
  return { page, node };
}
