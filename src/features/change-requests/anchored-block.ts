// Read by this feature and the space page view, so it lives beside the diff's block names.
export { blockLabel } from '@/components/document-diff/block-label';
import type { Comment } from './api/comment-queries';

/** Where a comment is anchored, if it names a block of a page. */
export function anchorOf(comment: Comment): { page: string; node?: string } | undefined {
  const page = comment.target.page?.id;
  if (!page) return undefined;
  const node = comment.target.node?.id;
  return node ? { page, node } : { page };
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
