import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, data } from '@/lib/api-client';
import { changeRequestKeys } from './change-request-queries';

type Schemas = components['schemas'];
export type Review = Schemas['ChangeRequestReview'];
export type SemanticChange = Schemas['RevisionSemanticChange'];

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

export const reviewQueries = {
  /** Every review, newest first, outdated ones included (marked). */
  reviews: (spaceId: string, changeRequestId: string) =>
    queryOptions({
      queryKey: reviewKeys.reviews(spaceId, changeRequestId),
      // Named, so the Document inside stays a reference in emitted types (not an expansion).
      queryFn: ({ signal }): Promise<Schemas['ChangeRequestReviewList']> =>
        data(
          api().GET('/v1/spaces/{spaceId}/change-requests/{changeRequestId}/reviews', {
            params: { path: { spaceId, changeRequestId }, query: { limit: reviewLimit } },
            signal,
          }),
        ),
    }),
  changes: (spaceId: string, changeRequestId: string) =>
    queryOptions({
      queryKey: reviewKeys.changes(spaceId, changeRequestId),
      queryFn: ({ signal }): Promise<Schemas['RevisionSemanticChanges']> =>
        data(
          api().GET('/v1/spaces/{spaceId}/change-requests/{changeRequestId}/changes', {
            params: { path: { spaceId, changeRequestId }, query: { limit: changeLimit } },
            signal,
          }),
        ),
    }),
};
