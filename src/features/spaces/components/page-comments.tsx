import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { blockLabel } from '@/components/document-diff/block-label';
import { cx } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';
import { spaceCommentQueries, type Comment } from '../api/space-comment-queries';
import styles from './space-pages.module.css';

/** Where a comment sits on the page: its block, or a note that the block has gone since. */
function placeOf(comment: Comment, document: { nodes: readonly unknown[] }): string {
  const node = comment.target.node?.id;
  if (node === undefined) return 'On this page';
  const block = blockLabel(document, node);
  return block ? `On ${block}` : 'On a block that no longer exists on this page';
}

/**
 * The comments anchored to a page of the main content, each naming the block it is about (a
 * block edited away since is said to be gone, and its comment stays readable).
 */
export function PageComments(props: {
  spaceId: string;
  pageId: string;
  document: { nodes: readonly unknown[] };
}) {
  const headingId = useId();
  const comments = useQuery(spaceCommentQueries.onPage(props.spaceId, props.pageId));
  if (comments.isPending) return null;
  if (comments.isError) return <p role="alert">The page&apos;s comments could not be read.</p>;
  if (comments.data.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.comments}>
      <h3 id={headingId}>Comments</h3>
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
    </section>
  );
}
