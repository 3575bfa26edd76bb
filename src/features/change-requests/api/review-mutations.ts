import { useMutation } from '@tanstack/react-query';
import type { components, ChangeRequestReviewCreate as ReviewCreate } from '@/api/schema.gen';
import { api, data, done } from '@/lib/api-client';
import { changeRequestKeys } from './change-request-queries';

/*
 * A review or a change of reviewers changes the request's merge verdict and review summary, its
 * reviews, and what the inbox shows: each names the request (its reviews sit under it) and the
 * lists.
 */
function stale(spaceId: string, changeRequestId: string) {
  return [changeRequestKeys.detail(spaceId, changeRequestId), changeRequestKeys.lists()];
}

export function useSubmitReview(spaceId: string, changeRequestId: string) {
  return useMutation({
    // A named result, so the Documents inside stay references in emitted types.
    mutationFn: (body: ReviewCreate): Promise<components['schemas']['ChangeRequestReview']> =>
      data(
        api().POST('/v1/spaces/{spaceId}/change-requests/{changeRequestId}/reviews', {
          params: { path: { spaceId, changeRequestId } },
          body,
        }),
      ),
    meta: { invalidates: stale(spaceId, changeRequestId) },
  });
}

export function useRequestReviewers(spaceId: string, changeRequestId: string) {
  return useMutation({
    mutationFn: (users: string[]) =>
      data(
        api().POST('/v1/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers', {
          params: { path: { spaceId, changeRequestId } },
          body: { users },
        }),
      ),
    meta: { invalidates: stale(spaceId, changeRequestId) },
  });
}

export function useRemoveRequestedReviewer(spaceId: string, changeRequestId: string) {
  return useMutation({
    mutationFn: (userId: string) =>
      done(
        api().DELETE(
          '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers/{userId}',
          { params: { path: { spaceId, changeRequestId, userId } } },
        ),
      ),
    meta: { invalidates: stale(spaceId, changeRequestId) },
  });
}
