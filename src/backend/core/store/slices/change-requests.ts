import type { components } from '../../../../api/schema.gen.ts';
import type { DocumentValue } from '../state.ts';
import { stateSlice } from '../state-slice.ts';

type Schemas = components['schemas'];

/** Someone's work on a change request: edits (subject, description, content) or comments. */
export interface ContributionRecord {
  userId: string;
  actionType: 'edit' | 'comment';
  count: number;
  updatedAt: string;
}

/** A review asked for and not given yet (decision 0019). */
export interface ReviewRequestRecord {
  userId: string;
  requestedBy: string;
  createdAt: string;
  /** The request's revision when it was asked. */
  revision: string;
}

/** A verdict on a change request; a newer one by the same reviewer makes it outdated. */
export interface ReviewRecord {
  id: string;
  reviewerId: string;
  status: Schemas['ReviewStatus'];
  /** The request's revision that was reviewed. */
  revision: string;
  /** Who asked for it, when someone did. */
  requestedBy?: string;
  outdated: boolean;
  createdAt: string;
  updatedAt: string;
  /** The comment that came with it. */
  commentId?: string;
}

/**
 * A page of a revision's tree (platform-content §4), as stored: its body is a Document record
 * named by `documentId`, so revisions that keep a page unchanged share its Document, and an
 * unchanged page object is shared by reference between the revisions of one session.
 */
export interface RevisionPageRecord {
  id: string;
  type: 'document' | 'group' | 'link';
  title: string;
  /**
   * The path segment within its parent; the path is the parents' slugs joined by `/`. A link
   * has no path (the platform gives it none): its slug is empty and never answered.
   */
  slug: string;
  /** Where a link page leads; only on links. */
  target?: components['schemas']['ContentRef'];
  description?: string;
  emoji?: string;
  /** The body; absent for a group (and for a document page that was never written). */
  documentId?: string;
  /** Set once the page has been edited (platform-content §4). */
  createdAt?: string;
  updatedAt?: string;
  /** Child pages, in order. */
  pages: RevisionPageRecord[];
}

/**
 * An immutable snapshot of a space's page tree (decision 0037). A space's revisions and the
 * revisions of its change requests are all stored here; none is changed once stored.
 */
export interface RevisionRecord {
  id: string;
  spaceId: string;
  type: Schemas['RevisionType'];
  /** The revisions it was made from: the previous one first, then a merged or updated one. */
  parents: string[];
  createdAt: string;
  /** The change request a `merge` revision merged. */
  mergedFrom?: string;
  pages: RevisionPageRecord[];
}

/** A page body; never changed once stored, so revisions share it by id. */
export interface DocumentRecord {
  id: string;
  document: DocumentValue;
}

/** A change request (decision 0007); `number` counts up within its space. */
export interface ChangeRequestRecord {
  id: string;
  spaceId: string;
  number: number;
  status: Schemas['ChangeRequestStatus'];
  subject: string;
  description: DocumentValue;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  revision: string;
  revisionInitial: string;
  revisionMergedAncestor?: string;
  revisionMerged?: string;
  /** Open comments; kept in step with the comment records after every comment change. */
  comments: number;
  outdated: boolean;
  conversationsIssuesCluster?: string;
  /** Edits and comments per person, the creator first. */
  contributions: ContributionRecord[];
  /** Reviews asked for and not given yet, oldest first. */
  reviewRequests: ReviewRequestRecord[];
  /** Every review given, oldest first (outdated ones too). */
  reviews: ReviewRecord[];
}

export interface ReactionRecord {
  emoji: string;
  /** In the order they reacted. */
  users: { userId: string; reactedAt: string }[];
}

export interface CommentReplyRecord {
  id: string;
  postedBy: string;
  postedAt: string;
  editedAt?: string;
  body: DocumentValue;
  reactions: ReactionRecord[];
}

/** A comment on a change request (decision 0019), with its replies. */
export interface CommentRecord {
  id: string;
  spaceId: string;
  /** The change request; absent for a comment on the space's main content. */
  changeRequestId?: string;
  /** The request's (or the space's) revision when it was posted. */
  revision: string;
  /** Set when the comment came with a review. */
  reviewId?: string;
  pageId?: string;
  nodeId?: string;
  tableCell?: { record: string; definition: string };
  postedBy: string;
  postedAt: string;
  editedAt?: string;
  body: DocumentValue;
  resolved?: { at: string; by: string };
  reactions: ReactionRecord[];
  /** Oldest first. */
  replies: CommentReplyRecord[];
}

/** The state's records of change requests, the revisions and page bodies of content, and comments (decisions 0007, 0019, 0037). */
export const changeRequestsSlice = stateSlice({
  version: 1,
  empty: () => ({
    changeRequests: [] as ChangeRequestRecord[],
    /** Every stored revision of every space and change request (decision 0037). */
    revisions: [] as RevisionRecord[],
    /** Page bodies of the revisions, by id. */
    documents: [] as DocumentRecord[],
    /** Comments on change requests, in the order they were posted. */
    comments: [] as CommentRecord[],
  }),
});
