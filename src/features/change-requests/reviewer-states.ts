import type { ChangeRequest } from './api/change-request-queries';
import type { Review } from './api/review-queries';

export type ReviewerState = 'approved' | 'changes-requested' | 'requested';

export interface ReviewerRow {
  id: string;
  displayName: string;
  state: ReviewerState;
  /** They reviewed before and were asked again: their earlier review no longer counts. */
  askedAgain: boolean;
}

const stateLabels: Record<ReviewerState, string> = {
  approved: 'Approved',
  'changes-requested': 'Changes requested',
  requested: 'Review requested',
};

/** What a review did, as the verb after its reviewer's name ("Rhea Reviewer requested changes"). */
export const reviewActions: Record<Review['status'], string> = {
  approved: 'approved',
  'changes-requested': 'requested changes',
};

export function reviewerStateLabel(row: ReviewerRow): string {
  return row.askedAgain ? 'Review requested again' : stateLabels[row.state];
}

/**
 * Each reviewer once, with where they stand: a pending request, or their latest review that
 * counts (decision 0019: a newer review or request makes the earlier ones outdated). Pending
 * requests first, then reviews, newest first as the API lists them.
 */
export function reviewerRows(request: ChangeRequest, reviews: readonly Review[]): ReviewerRow[] {
  const rows = new Map<string, ReviewerRow>();
  const reviewed = new Set(reviews.map((review) => review.reviewer.id));
  for (const user of request.requestedReviewers ?? [])
    rows.set(user.id, {
      id: user.id,
      displayName: user.displayName,
      state: 'requested',
      askedAgain: reviewed.has(user.id),
    });
  for (const review of reviews)
    if (!review.outdated && !rows.has(review.reviewer.id))
      rows.set(review.reviewer.id, {
        id: review.reviewer.id,
        displayName: review.reviewer.displayName,
        state: review.status,
        askedAgain: false,
      });
  return [...rows.values()];
}
