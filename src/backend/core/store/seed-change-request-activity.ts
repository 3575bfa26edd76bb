import { documentOfText } from '../domain/document-text.ts';
import type { SeedPageChanges } from './seed-revisions.ts';
import type { BackendState, ChangeRequestRecord, CommentRecord, ReviewRecord } from './state.ts';

/**
 * What happened on a seeded change request besides its own fields (decision 0019): the pages it
 * changes (seed-revisions.ts); its reviews, in every
 * state; and its comment threads. Times are days of 2026 (`MM-DD`) and hours, as in the
 * request table.
 */

export interface SeedReview {
  by: string;
  status: ReviewRecord['status'];
  at: [day: string, hour: number];
  comment?: string;
  /** Nobody asked for it. */
  unrequested?: true;
}

export interface SeedComment {
  by: string;
  at: [day: string, hour: number];
  text: string;
  page?: string;
  replies?: [by: string, text: string][];
  /** Who resolved it (an hour after the last reply). */
  resolvedBy?: string;
}

export interface SeedActivity extends SeedPageChanges {
  reviews?: SeedReview[];
  threads?: SeedComment[];
}

export function seedTime([day, hour]: [string, number], minutes = 0): string {
  return `2026-${day}T${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00.000Z`;
}

function contribute(record: ChangeRequestRecord, userId: string, at: string): void {
  const existing = record.contributions.find(
    (entry) => entry.userId === userId && entry.actionType === 'comment',
  );
  if (existing) {
    existing.count += 1;
    if (at > existing.updatedAt) existing.updatedAt = at;
  } else record.contributions.push({ userId, actionType: 'comment', count: 1, updatedAt: at });
}

function comment(
  record: ChangeRequestRecord,
  id: string,
  by: string,
  at: string,
  text: string,
): CommentRecord {
  return {
    id,
    spaceId: record.spaceId,
    changeRequestId: record.id,
    revision: record.revision,
    postedBy: by,
    postedAt: at,
    body: documentOfText(text),
    reactions: [],
    replies: [],
  };
}

/**
 * Reviews oldest first: a later review by the same person, or a pending request to them (asked
 * again), makes the earlier ones outdated. Their comments and the threads go to `state.comments`.
 */
export function seedReviewsAndThreads(
  state: BackendState,
  record: ChangeRequestRecord,
  activity: SeedActivity,
): void {
  const reviews = activity.reviews ?? [];
  const pending = new Set(record.reviewRequests.map((request) => request.userId));
  reviews.forEach((review, index) => {
    const at = seedTime(review.at);
    const later = reviews.slice(index + 1).some((next) => next.by === review.by);
    const id = `review_${record.id}_${index + 1}`;
    const entry: ReviewRecord = {
      id,
      reviewerId: review.by,
      status: review.status,
      revision: record.revision,
      outdated: later || pending.has(review.by),
      createdAt: at,
      updatedAt: at,
    };
    if (!review.unrequested) entry.requestedBy = record.createdBy;
    if (review.comment !== undefined) {
      const note = comment(record, `comment_${id}`, review.by, at, review.comment);
      note.reviewId = id;
      state.comments.push(note);
      entry.commentId = note.id;
      contribute(record, review.by, at);
    }
    record.reviews.push(entry);
  });
  (activity.threads ?? []).forEach((thread, index) => {
    const at = seedTime(thread.at);
    const note = comment(record, `comment_${record.id}_${index + 1}`, thread.by, at, thread.text);
    if (thread.page !== undefined) note.pageId = thread.page;
    contribute(record, thread.by, at);
    (thread.replies ?? []).forEach(([by, text], replyIndex) => {
      const replyAt = seedTime(thread.at, (replyIndex + 1) * 10);
      note.replies.push({
        id: `reply_${note.id}_${replyIndex + 1}`,
        postedBy: by,
        postedAt: replyAt,
        body: documentOfText(text),
        reactions: [],
      });
      contribute(record, by, replyAt);
    });
    if (thread.resolvedBy !== undefined)
      note.resolved = { at: seedTime([thread.at[0], thread.at[1] + 1]), by: thread.resolvedBy };
    state.comments.push(note);
  });
}

/**
 * Threads on the handbook's main content (no change request): Carl asks about the rollback
 * block of Deployments and Eddie answers; Rhea's note is on a freeze-calendar block the page
 * had once and has no more, so the page view shows a comment whose block is gone.
 */
export function seedSpaceThreads(state: BackendState, space: { id: string; revision: string }) {
  const at = seedTime(['07-20', 10]);
  state.comments.push({
    id: 'comment_space_handbook_1',
    spaceId: space.id,
    revision: space.revision,
    pageId: 'page_handbook_deployments',
    nodeId: 'page_handbook_deployments-s2',
    postedBy: 'user_carl',
    postedAt: at,
    body: documentOfText('Should rollbacks page the release manager?'),
    reactions: [],
    replies: [
      {
        id: 'reply_comment_space_handbook_1_1',
        postedBy: 'user_eddie',
        postedAt: seedTime(['07-20', 10], 10),
        body: documentOfText('Yes, the deploy tool pages them on every rollback.'),
        reactions: [],
      },
    ],
  });
  state.comments.push({
    id: 'comment_space_handbook_2',
    spaceId: space.id,
    revision: space.revision,
    pageId: 'page_handbook_deployments',
    nodeId: 'page_handbook_deployments-freeze',
    postedBy: 'user_rhea',
    postedAt: seedTime(['07-21', 9]),
    body: documentOfText('The freeze dates moved to the release calendar.'),
    reactions: [],
    replies: [],
  });
}
