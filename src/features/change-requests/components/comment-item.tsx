import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { reportOutcome } from '@/components/ui/outcome-toast';
import { formatDateTime } from '@/lib/format';
import { bodyText, type Comment, type CommentReply } from '../api/comment-queries';
import { CommentForm } from '@/components/comments/comment-form';
import styles from './comments.module.css';

/**
 * One comment or reply: who wrote it and when, its text, and Edit (its author) and Delete (its
 * author or an admin, after a confirmation). Editing keeps the typed text when the save fails.
 */
export function CommentItem(props: {
  item: Comment | CommentReply;
  kind: 'comment' | 'reply';
  /** For a review's comment, what the review did ("requested changes"): it reads as the review. */
  reviewAction?: string;
  onSave: (markdown: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  children?: ReactNode;
}) {
  const { item, kind } = props;
  const [editing, setEditing] = useState(false);
  const author = item.postedBy.displayName;
  const remove = () =>
    reportOutcome(props.onDelete(), {
      success: kind === 'comment' ? 'Comment deleted' : 'Reply deleted',
      failure: `Could not delete the ${kind}`,
    });
  return (
    <article
      className={styles.item}
      aria-label={`${props.reviewAction ? 'Review' : kind === 'comment' ? 'Comment' : 'Reply'} by ${author}`}
    >
      <p className={styles.byline}>
        <strong>{author}</strong>
        {props.reviewAction ? ` ${props.reviewAction}:` : null}{' '}
        <span className="muted">
          {formatDateTime(item.postedAt)}
          {item.editedAt ? ' · edited' : ''}
          {'status' in item && item.status === 'resolved' ? ' · resolved' : ''}
        </span>
      </p>
      {editing ? (
        <CommentForm
          label={`Edit your ${kind}`}
          submitLabel="Save"
          initial={bodyText(item.body)}
          onSubmit={async (markdown) => {
            await props.onSave(markdown);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className={styles.body}>{bodyText(item.body)}</p>
      )}
      {!editing && (item.permissions.edit || item.permissions.delete) ? (
        <div className={styles.tools}>
          {item.permissions.edit ? (
            <Button size="small" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil size={14} aria-hidden />
              Edit
            </Button>
          ) : null}
          {item.permissions.delete ? (
            <ConfirmDialog
              trigger={
                <Button size="small" variant="ghost">
                  <Trash2 size={14} aria-hidden />
                  Delete
                </Button>
              }
              title={
                kind === 'comment' ? `Delete ${author}’s comment?` : `Delete ${author}’s reply?`
              }
              description={
                kind === 'comment'
                  ? 'The comment and its replies are removed for everyone.'
                  : 'The reply is removed for everyone.'
              }
              confirmLabel="Delete"
              tone="danger"
              onConfirm={() => void remove()}
            />
          ) : null}
        </div>
      ) : null}
      {props.children}
    </article>
  );
}
