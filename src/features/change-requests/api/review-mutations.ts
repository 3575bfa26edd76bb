import { useApiMutation } from '@/lib/api-mutation';
import { changeRequestKeys } from './change-request-queries';

/*
 * A review or a change of reviewers changes the request's merge verdict and review summary, its
 * reviews, and what the inbox shows: each names the request (its reviews sit under it) and the
 * lists.
 */
function stale(spaceId: string, changeRequestId: string) {
  return {
    invalidates: [changeRequestKeys.detail(spaceId, changeRequestId), changeRequestKeys.lists()],
  };
}

const reviewersPath = '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers';

export function useSubmitReview(spaceId: string, changeRequestId: string) {
  return useApiMutation('post', '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/reviews', {
    params: { path: { spaceId, changeRequestId } },
    meta: stale(spaceId, changeRequestId),
  });
}

export function useRequestReviewers(spaceId: string, changeRequestId: string) {
  return useApiMutation('post', reviewersPath, {
    request: (users: string[]) => ({
      params: { path: { spaceId, changeRequestId } },
      body: { users },
    }),
    meta: stale(spaceId, changeRequestId),
  });
}

export function useRemoveRequestedReviewer(spaceId: string, changeRequestId: string) {
  return useApiMutation('delete', `${reviewersPath}/{userId}`, {
    request: (userId: string) => ({ params: { path: { spaceId, changeRequestId, userId } } }),
    meta: stale(spaceId, changeRequestId),
  });
}
