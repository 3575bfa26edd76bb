import { readOptions } from '@/lib/api-queries';

export type {
  ChangeRequestReview as Review,
  RevisionSemanticChange as SemanticChange,
} from '@/api/schema.gen';

/** A request's reviews are far fewer than this; one page holds them all. */
const reviewLimit = 100;
/** The changes a request lists at once; `more` says how many are left out. */
export const changeLimit = 50;

const requestPath = '/v1/spaces/{spaceId}/change-requests/{changeRequestId}';

/** What hangs off one change request (decision 0019): its reviews and its changes. */
export const reviewQueries = {
  /** Every review, newest first, outdated ones included (marked). */
  reviews: (spaceId: string, changeRequestId: string) =>
    readOptions(`${requestPath}/reviews`, {
      path: { spaceId, changeRequestId },
      query: { limit: reviewLimit },
    }),
  changes: (spaceId: string, changeRequestId: string) =>
    readOptions(`${requestPath}/changes`, {
      path: { spaceId, changeRequestId },
      query: { limit: changeLimit },
    }),
};
