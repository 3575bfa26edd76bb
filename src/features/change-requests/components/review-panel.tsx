import { useSuspenseQuery } from '@tanstack/react-query';
import { Check, MessageSquareWarning, X } from 'lucide-react';
import { useState } from 'react';
import { MemberSearch, reviewerRefusal } from '@/components/member-picker/member-search';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/text-area-field';
import { reportOutcome } from '@/components/ui/outcome-toast';
import { cx } from '@/lib/class-names';
import type { ChangeRequest } from '../api/change-request-queries';
import {
  useRemoveRequestedReviewer,
  useRequestReviewers,
  useSubmitReview,
} from '../api/review-mutations';
import { reviewQueries } from '../api/review-queries';
import { reviewerRows, reviewerStateLabel } from '../reviewer-states';
import styles from './review-panel.module.css';

interface PanelProps {
  orgId: string;
  spaceId: string;
  changeRequestId: string;
  request: ChangeRequest;
}

const inProgress = (request: ChangeRequest) =>
  request.status === 'draft' || request.status === 'open';

/** The reviewers with their latest state; pending requests can be withdrawn. */
function Reviewers(props: PanelProps & { canManage: boolean }) {
  const { spaceId, changeRequestId, request } = props;
  const { data: reviews } = useSuspenseQuery(reviewQueries.reviews(spaceId, changeRequestId));
  const remove = useRemoveRequestedReviewer(spaceId, changeRequestId);
  const ask = useRequestReviewers(spaceId, changeRequestId);
  const rows = reviewerRows(request, reviews.items);
  const withdraw = (id: string, name: string) =>
    reportOutcome(remove.mutateAsync(id), {
      success: `No longer waiting for ${name}`,
      failure: 'Could not withdraw the request',
    });
  const requestFrom = (id: string, name: string) =>
    reportOutcome(ask.mutateAsync([id]), {
      success: `Review requested from ${name}`,
      failure: 'Could not request the review',
    });
  return (
    <>
      {rows.length === 0 ? (
        <p className="muted">Nobody has been asked or has reviewed yet.</p>
      ) : (
        <ul className={cx('plain-list', styles.reviewers)} aria-label="Reviewers">
          {rows.map((row) => (
            <li key={row.id} className={styles.reviewer}>
              <span>{row.displayName}</span>
              <span className={cx(styles.state, styles[row.state])}>{reviewerStateLabel(row)}</span>
              {props.canManage && row.state === 'requested' ? (
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Withdraw the review request to ${row.displayName}`}
                  disabled={remove.isPending}
                  onClick={() => void withdraw(row.id, row.displayName)}
                >
                  <X size={14} aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {props.canManage ? (
        <MemberSearch
          organizationId={props.orgId}
          label="Request a review from"
          hint="Admins, creators and reviewers of the organization."
          disabled={ask.isPending}
          exclude={[
            request.createdBy.id,
            ...rows.filter((row) => row.state === 'requested').map((row) => row.id),
          ]}
          refusal={reviewerRefusal}
          onPick={(member) => void requestFrom(member.id, member.user.displayName)}
        />
      ) : null}
    </>
  );
}

/** Approve or ask for changes, with an optional comment. */
function ReviewForm(props: PanelProps) {
  const submit = useSubmitReview(props.spaceId, props.changeRequestId);
  const [comment, setComment] = useState('');
  const send = async (status: 'approved' | 'changes-requested') => {
    const review = submit.mutateAsync({
      status,
      ...(comment.trim() ? { comment: { markdown: comment } } : {}),
    });
    const sent = await reportOutcome(review, {
      success: status === 'approved' ? 'You approved this request' : 'You asked for changes',
      failure: 'Could not send the review',
    });
    // A review that failed keeps its comment, to send again.
    if (sent.ok) setComment('');
  };
  return (
    <div className={styles.form}>
      <TextAreaField
        label="Review comment (optional)"
        value={comment}
        onChange={setComment}
        disabled={submit.isPending}
      />
      <div className={styles.buttons}>
        <Button variant="primary" disabled={submit.isPending} onClick={() => void send('approved')}>
          <Check size={16} aria-hidden />
          Approve
        </Button>
        <Button disabled={submit.isPending} onClick={() => void send('changes-requested')}>
          <MessageSquareWarning size={16} aria-hidden />
          Request changes
        </Button>
      </div>
    </div>
  );
}

/** Why the caller cannot review, or undefined when they can. */
function reviewBlocker(request: ChangeRequest, userId: string | undefined): string | undefined {
  if (!inProgress(request)) return 'Only draft and open requests take reviews.';
  if (!request.permissions.review) return 'Only admins, creators and reviewers can review.';
  if (userId === request.createdBy.id)
    return 'You opened this request, so someone else reviews it.';
  return undefined;
}

/**
 * The Review panel (decision 0019): who reviews and where each stands, a search to ask more
 * members, and the caller's own review. `viewerId` is the signed-in person (unknown in remote
 * mode against a server that does not say): the author is told to ask someone else.
 */
export function ReviewPanel(props: PanelProps & { viewerId: string | undefined }) {
  const { request } = props;
  const canManage = inProgress(request) && (request.permissions.edit || request.permissions.review);
  const blocker = reviewBlocker(request, props.viewerId);
  return (
    <Card title="Review">
      <Reviewers {...props} canManage={canManage} />
      {blocker ? <p className="muted">{blocker}</p> : <ReviewForm {...props} />}
    </Card>
  );
}
