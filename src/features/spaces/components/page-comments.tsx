import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { CommentForm } from '@/components/comments/comment-form';
import { blockLabel } from '@/components/document-diff/block-label';
import { SelectField } from '@/components/ui/select-field';
import { cx } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';
import {
  spaceCommentQueries,
  usePostSpaceBlockComment,
  type Comment,
} from '../api/space-comment-queries';
import styles from './space-pages.module.css';

/** Where a comment sits on the page: its block, or a note that the block has gone since. */
function placeOf(comment: Comment, document: { nodes: readonly unknown[] }): string {
  const node = comment.target.node?.id;
  if (node === undefined) return 'On this page';
  const block = blockLabel(document, node);
  return block ? `On ${block}` : 'On a block that no longer exists on this page';
}

/** The page's top-level blocks that have a key, named as a comment names its block. */
function keyedBlocks(document: { nodes: readonly unknown[] }) {
  return (document.nodes as readonly { key?: unknown }[]).flatMap((node) =>
    typeof node.key === 'string'
      ? [{ value: node.key, label: blockLabel(document, node.key) ?? node.key }]
      : [],
  );
}

/** Chooses a block of the page and comments on it; the list above then shows the comment. */
function BlockCommentForm(props: {
  spaceId: string;
  pageId: string;
  document: { nodes: readonly unknown[] };
}) {
  const blocks = useMemo(() => keyedBlocks(props.document), [props.document]);
  const [node, setNode] = useState(blocks[0]?.value ?? '');
  const post = usePostSpaceBlockComment(props.spaceId);
  if (blocks.length === 0) return null;
  return (
    <div className={styles.commentForm}>
      <SelectField label="Block" value={node} onChange={setNode} options={blocks} />
      <CommentForm
        label="Comment on this block"
        submitLabel="Comment"
        onSubmit={(markdown) => post.mutateAsync({ page: props.pageId, node, markdown })}
      />
    </div>
  );
}

/**
 * The comments anchored to a page of the main content, each naming the block it is about (a
 * block edited away since is said to be gone, and its comment stays readable), and for who may
 * comment a form to comment on one of its blocks.
 */
export function PageComments(props: {
  spaceId: string;
  pageId: string;
  document: { nodes: readonly unknown[] };
  canComment: boolean;
}) {
  const headingId = useId();
  const comments = useQuery(spaceCommentQueries.onPage(props.spaceId, props.pageId));
  if (comments.isPending) return null;
  if (comments.isError) return <p role="alert">The page&apos;s comments could not be read.</p>;
  if (comments.data.items.length === 0 && !props.canComment) return null;
  return (
    <section aria-labelledby={headingId} className={styles.comments}>
      <h3 id={headingId}>Comments</h3>
      {comments.data.items.length === 0 ? (
        <p className="muted">No comments on this page yet.</p>
      ) : null}
      <ul className={cx('plain-list', styles.commentList)}>
        {comments.data.items.map((comment) => (
          <li key={comment.id}>
            <article aria-label={`Comment by ${comment.postedBy.displayName}`}>
              <p className="muted">{placeOf(comment, props.document)}</p>
              <p>
                <strong>{comment.postedBy.displayName}</strong>{' '}
                <span className="muted">{formatDateTime(comment.postedAt)}</span>
                {comment.status === 'resolved' ? <span className="muted"> · Resolved</span> : null}
              </p>
              <p>{'markdown' in comment.body ? comment.body.markdown : ''}</p>
              {comment.replies > 0 ? (
                <p className="muted">
                  {comment.replies === 1 ? '1 reply' : `${comment.replies} replies`}
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      {props.canComment ? <BlockCommentForm {...props} /> : null}
    </section>
  );
}
