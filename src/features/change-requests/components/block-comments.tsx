import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { BlockCommentSlots } from '@/components/document-diff/diff-row';
import { cx } from '@/lib/class-names';
import { blockId, blockIdParts, commentsByBlock } from '../anchored-block';
import { usePostBlockComment } from '../api/block-comment-api';
import { commentQueries } from '../api/comment-queries';
import { CommentForm } from '@/components/comments/comment-form';
import styles from './comments.module.css';
import { Thread } from './comments-section';

interface Ids {
  spaceId: string;
  changeRequestId: string;
}

/** Where a link leads in the Changes tab: a page, and a block of it. */
interface Target {
  page?: string | undefined;
  block?: string | undefined;
}

/** Brings the element a link leads to into view once it is drawn. */
function useScrollTarget() {
  return useCallback((element: HTMLElement | null) => {
    element?.scrollIntoView?.({ block: 'center' });
  }, []);
}

/**
 * What a page's diff shows beside its blocks: the comments anchored to each block (threads that
 * reply in place), for who may comment a box to comment on a block, opened from its button, and
 * the block a link leads to (`target`), brought into view. Blocks with something beside them
 * never fold away.
 */
export function useBlockCommentSlots(
  ids: Ids,
  canComment: boolean,
  target?: Target,
): (page: { id: string }) => BlockCommentSlots {
  const { data: threads } = useSuspenseQuery(
    commentQueries.threads(ids.spaceId, ids.changeRequestId),
  );
  const byBlock = useMemo(() => commentsByBlock(threads.items), [threads]);
  const [composing, setComposing] = useState<string>();
  const post = usePostBlockComment(ids);
  const scrollTarget = useScrollTarget();
  const targetId =
    target?.page !== undefined && target.block !== undefined
      ? blockId(target.page, target.block)
      : undefined;
  // Per page, the same set between renders while nothing changes: the diff folds by it.
  const asides = useMemo(
    () => keysByPage([...byBlock.keys(), composing, targetId]),
    [byBlock, composing, targetId],
  );
  return (page) => ({
    ...(canComment
      ? { onCommentBlock: (node: string) => setComposing(blockId(page.id, node)) }
      : {}),
    blocksWithAside: asides.get(page.id) ?? noKeys,
    renderBlockAside: (node) => {
      const id = blockId(page.id, node);
      const comments = byBlock.get(id) ?? [];
      const linked = id === targetId;
      if (comments.length === 0 && composing !== id && !linked) return null;
      return (
        <div
          className={styles.blockComments}
          ref={linked ? scrollTarget : undefined}
          data-linked={linked || undefined}
        >
          {linked && comments.length === 0 ? (
            <p className="muted">The block the link leads to.</p>
          ) : null}
          {comments.length > 0 ? (
            <ul className={cx('plain-list', styles.threads)} aria-label="Comments on this block">
              {comments.map((comment) => (
                <Thread key={comment.id} {...ids} comment={comment} />
              ))}
            </ul>
          ) : null}
          {composing === id ? (
            <CommentForm
              label="Comment on this block"
              submitLabel="Comment"
              onSubmit={async (markdown) => {
                await post.mutateAsync({ page: page.id, node, markdown });
                setComposing(undefined);
              }}
              onCancel={() => setComposing(undefined)}
            />
          ) : null}
        </div>
      );
    },
  });
}

const noKeys: ReadonlySet<string> = new Set();

/** Block ids (`blockId`) as the node keys of each page. */
function keysByPage(ids: readonly (string | undefined)[]): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>();
  for (const id of ids) {
    if (id === undefined) continue;
    const { page, node } = blockIdParts(id);
    pages.set(page, (pages.get(page) ?? new Set()).add(node));
  }
  return pages;
}
