import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/class-names';
import {
  useDeleteComment,
  useDeleteReply,
  useEditComment,
  useEditReply,
  usePostComment,
  usePostReply,
} from '../api/comment-mutations';
import { commentQueries, type Comment } from '../api/comment-queries';
import type { ChangeRequest } from '../api/change-request-queries';
import { anchorOf } from '../anchored-block';
import { reviewQueries } from '../api/review-queries';
import { reviewActions } from '../reviewer-states';
import { CommentForm } from '@/components/comments/comment-form';
import { CommentPlace } from './comment-place';
import { CommentItem } from './comment-item';
import styles from './comments.module.css';

interface Ids {
  spaceId: string;
  changeRequestId: string;
}

/**
 * A comment with its replies (asked for when it has some) and a reply box; `place` says where
 * it is anchored, when that is not plain from where it is drawn.
 */
export function Thread(
  props: Ids & { comment: Comment; place?: ReactNode; reviewAction?: string },
) {
  const { comment } = props;
  const ids = { spaceId: props.spaceId, changeRequestId: props.changeRequestId };
  const replies = useQuery({
    ...commentQueries.replies(ids.spaceId, ids.changeRequestId, comment.id),
    enabled: comment.replies > 0,
  });
  const editComment = useEditComment(ids);
  const deleteComment = useDeleteComment(ids);
  const postReply = usePostReply(ids);
  const editReply = useEditReply(ids);
  const deleteReply = useDeleteReply(ids);
  const commentId = comment.id;
  return (
    <li className={styles.thread}>
      {props.place}
      <CommentItem
        item={comment}
        kind="comment"
        {...(props.reviewAction ? { reviewAction: props.reviewAction } : {})}
        onSave={(markdown) => editComment.mutateAsync({ commentId, markdown })}
        onDelete={() => deleteComment.mutateAsync(commentId)}
      >
        {comment.replies > 0 ? (
          <ul
            className={cx('plain-list', styles.replies)}
            aria-label={`Replies to ${comment.postedBy.displayName}`}
          >
            {(replies.data?.items ?? []).map((reply) => (
              <li key={reply.id}>
                <CommentItem
                  item={reply}
                  kind="reply"
                  onSave={(markdown) =>
                    editReply.mutateAsync({ commentId, commentReplyId: reply.id, markdown })
                  }
                  onDelete={() => deleteReply.mutateAsync({ commentId, commentReplyId: reply.id })}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {comment.permissions.reply ? (
          <CommentForm
            label={`Reply to ${comment.postedBy.displayName}`}
            submitLabel="Reply"
            onSubmit={(markdown) => postReply.mutateAsync({ commentId, markdown })}
          />
        ) : null}
      </CommentItem>
    </li>
  );
}

/**
 * The request's comment threads (decision 0019), oldest first: post, reply, edit your own,
 * delete your own (admins any). Readers and guests read them, told why they cannot write.
 */
export function CommentsSection(props: Ids & { request: ChangeRequest }) {
  const ids = { spaceId: props.spaceId, changeRequestId: props.changeRequestId };
  const { data: threads } = useSuspenseQuery(
    commentQueries.threads(ids.spaceId, ids.changeRequestId),
  );
  const { data: reviews } = useSuspenseQuery(
    reviewQueries.reviews(ids.spaceId, ids.changeRequestId),
  );
  // A review's comment is the review: it reads as what the reviewer did.
  const actions = new Map(reviews.items.map((review) => [review.id, reviewActions[review.status]]));
  const actionOf = (comment: Comment) => {
    const review = comment.target.review;
    return review ? (actions.get(review) ?? 'reviewed') : undefined;
  };
  const post = usePostComment(ids);
  return (
    <Card title="Comments">
      {threads.items.length === 0 ? (
        <p className="muted">No comments yet.</p>
      ) : (
        <ul className={cx('plain-list', styles.threads)} aria-label="Comment threads">
          {threads.items.map((comment) => (
            <Thread
              key={comment.id}
              {...ids}
              comment={comment}
              reviewAction={actionOf(comment)}
              place={anchorOf(comment) ? <CommentPlace {...ids} comment={comment} /> : null}
            />
          ))}
        </ul>
      )}
      {props.request.permissions.comment ? (
        <CommentForm
          label="New comment"
          submitLabel="Comment"
          onSubmit={(markdown) => post.mutateAsync(markdown)}
        />
      ) : (
        <p className="muted">Your role can read comments but not write them.</p>
      )}
    </Card>
  );
}
