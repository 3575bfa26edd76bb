import { apiQueryOptions } from '@/lib/api-queries';
import { changeRequestKeys } from './change-request-queries';

export type {
  ChangeRequestReview as Review,
  RevisionSemanticChange as SemanticChange,
} from '@/api/schema.gen';

/** A request's reviews are far fewer than this; one page holds them all. */
const reviewLimit = 100;
/** The changes a request lists at once; `more` says how many are left out. */
export const changeLimit = 50;

/**
 * What hangs off one change request (decision 0019): its reviews and its changes. Keys sit under
 * the request's detail key, so whatever makes the request stale makes them stale too.
 */
export const reviewKeys = {
  reviews: (spaceId: string, changeRequestId: string) =>
    [...changeRequestKeys.detail(spaceId, changeRequestId), 'reviews'] as const,
  changes: (spaceId: string, changeRequestId: string) =>
    [...changeRequestKeys.detail(spaceId, changeRequestId), 'changes'] as const,
};

const requestPath = '/v1/spaces/{spaceId}/change-requests/{changeRequestId}';

export const reviewQueries = {
  /** Every review, newest first, outdated ones included (marked). */
  reviews: (spaceId: string, changeRequestId: string) =>
    apiQueryOptions(reviewKeys.reviews(spaceId, changeRequestId), `${requestPath}/reviews`, {
      path: { spaceId, changeRequestId },
      query: { limit: reviewLimit },
    }),
  changes: (spaceId: string, changeRequestId: string) =>
    apiQueryOptions(reviewKeys.changes(spaceId, changeRequestId), `${requestPath}/changes`, {
      path: { spaceId, changeRequestId },
      query: { limit: changeLimit },
    }),
};
