import { useApiMutation } from '@/lib/api-mutation';
import { queryRoots } from '@/lib/query-keys';
import {
  changeRequestKeys,
  type ChangeRequestCreate,
  type ChangeRequestUpdate,
} from './change-request-queries';

/*
 * What each mutation makes stale is declared in its `meta.invalidates` (lib/query-client.ts):
 * a request that is created, moves status or merges changes the space's counters, so it names
 * the spaces' root too.
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
    storeAnswer: (created) => changeRequestKeys.detail(created.space, String(created.number)),
    meta: { invalidates: [changeRequestKeys.lists(), queryRoots.spaces] },
  });
}

/** Saves a PATCH and puts the answer in the page's cache; lists follow. */
export function useUpdateChangeRequest(spaceId: string, changeRequestId: string) {
  return useApiMutation('patch', '/v1/spaces/{spaceId}/change-requests/{changeRequestId}', {
    params: requestParams(spaceId, changeRequestId),
    storeAnswer: () => changeRequestKeys.detail(spaceId, changeRequestId),
    meta: {
      // A status move changes the space's counters; a subject or description does not.
      invalidates: ({ variables }) =>
        (variables as ChangeRequestUpdate).status === undefined
          ? [changeRequestKeys.lists()]
          : [changeRequestKeys.lists(), queryRoots.spaces],
    },
  });
}

export function useMergeChangeRequest(spaceId: string, changeRequestId: string) {
  return useApiMutation('post', '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/merge', {
    params: requestParams(spaceId, changeRequestId),
    // Every other request of the space may now be outdated, and the space has new content,
    // which a search made a moment ago (still fresh), in the organization or in a site that
    // publishes the space, has not seen.
    meta: {
      invalidates: [
        changeRequestKeys.all,
        queryRoots.spaces,
        queryRoots.organizationSearch,
        queryRoots.sites,
      ],
    },
  });
}

export function useUpdateFromMain(spaceId: string, changeRequestId: string) {
  return useApiMutation('post', '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/update', {
    params: requestParams(spaceId, changeRequestId),
    meta: {
      invalidates: [changeRequestKeys.detail(spaceId, changeRequestId), changeRequestKeys.lists()],
    },
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
