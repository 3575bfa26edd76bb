import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { BlockCommentSlots } from '@/components/document-diff/diff-row';
import { cx } from '@/lib/class-names';
import { blockId, commentsByBlock } from '../anchored-block';
import { usePostBlockComment } from '../api/block-comment-api';
import { commentQueries } from '../api/comment-queries';
import { CommentForm } from './comment-form';
import styles from './comments.module.css';
import { Thread } from './comments-section';

interface Ids {
  spaceId: string;
  changeRequestId: string;
}

/**
 * What a page's diff shows beside its blocks: the comments anchored to each block (threads that
 * reply in place) and, for who may comment, a box to comment on a block, opened from its button.
 */
export function useBlockCommentSlots(
  ids: Ids,
  canComment: boolean,
): (page: { id: string }) => BlockCommentSlots {
  const { data: threads } = useSuspenseQuery(
    commentQueries.threads(ids.spaceId, ids.changeRequestId),
  );
  const byBlock = useMemo(() => commentsByBlock(threads.items), [threads]);
  const [composing, setComposing] = useState<string>();
  const post = usePostBlockComment(ids);
  return (page) => ({
    ...(canComment
      ? { onCommentBlock: (node: string) => setComposing(blockId(page.id, node)) }
      : {}),
    renderBlockAside: (node) => {
      const id = blockId(page.id, node);
      const comments = byBlock.get(id) ?? [];
      if (comments.length === 0 && composing !== id) return null;
      return (
        <div className={styles.blockComments}>
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
