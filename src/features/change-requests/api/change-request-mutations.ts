import { useApiMutation } from '@/lib/api-mutation';
import { changeRequestQueries, type ChangeRequestCreate } from './change-request-queries';

/*
 * What each mutation makes stale is its operation's entry in src/api/cache-effects.ts: a request
 * that is created, moves status or merges also changes its space's counters, the space's
 * content, the sites that publish it and the organization's search.
 */

const requestParams = (spaceId: string, changeRequestId: string) => ({
  path: { spaceId, changeRequestId },
});

export function useCreateChangeRequest() {
  return useApiMutation('post', '/v1/spaces/{spaceId}/change-requests', {
    request: ({ spaceId, body }: { spaceId: string; body: ChangeRequestCreate }) => ({
      params: { path: { spaceId } },
      body,
    }),
    storeAnswer: (created) =>
      changeRequestQueries.detail(created.space, String(created.number)).queryKey,
  });
}

/** Saves a PATCH and puts the answer in the page's cache; lists follow. */
export function useUpdateChangeRequest(spaceId: string, changeRequestId: string) {
  return useApiMutation('patch', '/v1/spaces/{spaceId}/change-requests/{changeRequestId}', {
    params: requestParams(spaceId, changeRequestId),
    storeAnswer: () => changeRequestQueries.detail(spaceId, changeRequestId).queryKey,
  });
}

export function useMergeChangeRequest(spaceId: string, changeRequestId: string) {
  return useApiMutation('post', '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/merge', {
    params: requestParams(spaceId, changeRequestId),
  });
}

export function useUpdateFromMain(spaceId: string, changeRequestId: string) {
  return useApiMutation('post', '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/update', {
    params: requestParams(spaceId, changeRequestId),
  });
}

export function useExportPdf(spaceId: string, changeRequestId: string) {
  return useApiMutation('get', '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/pdf', {
    request: (options: { page?: string }) => ({
      params: {
        path: { spaceId, changeRequestId },
        query: options.page ? { only: true, page: options.page } : {},
      },
    }),
  });
}
