import { useApiMutation } from '@/lib/api-mutation';

/*
 * A review or a change of reviewers changes the request's merge verdict and review summary, its
 * reviews, and what the inbox shows (src/api/cache-effects.ts).
 */
const reviewersPath = '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers';

export function useSubmitReview(spaceId: string, changeRequestId: string) {
  return useApiMutation('post', '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/reviews', {
    params: { path: { spaceId, changeRequestId } },
  });
}

export function useRequestReviewers(spaceId: string, changeRequestId: string) {
  return useApiMutation('post', reviewersPath, {
    request: (users: string[]) => ({
      params: { path: { spaceId, changeRequestId } },
      body: { users },
    }),
  });
}

export function useRemoveRequestedReviewer(spaceId: string, changeRequestId: string) {
  return useApiMutation('delete', `${reviewersPath}/{userId}`, {
    request: (userId: string) => ({ params: { path: { spaceId, changeRequestId, userId } } }),
  });
}
