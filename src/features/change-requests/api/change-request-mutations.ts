import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, data } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import {
  changeRequestKeys,
  type ChangeRequest,
  type ChangeRequestCreate,
  type ChangeRequestUpdate,
} from './change-request-queries';

/*
 * What each mutation makes stale is declared in its `meta.invalidates` (lib/query-client.ts):
 * a request that is created, moves status or merges changes the space's counters, so it names
 * the spaces' root too.
 */

export function useCreateChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      spaceId,
      body,
    }: {
      spaceId: string;
      body: ChangeRequestCreate;
    }): Promise<ChangeRequest> =>
      data(
        api().POST('/v1/spaces/{spaceId}/change-requests', {
          params: { path: { spaceId } },
          body,
        }),
      ),
    onSuccess: (created) => {
      queryClient.setQueryData(
        changeRequestKeys.detail(created.space, String(created.number)),
        created,
      );
    },
    meta: { invalidates: [changeRequestKeys.lists(), queryRoots.spaces] },
  });
}

/** Saves a PATCH and puts the answer in the page's cache; lists follow. */
export function useUpdateChangeRequest(spaceId: string, changeRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRequestUpdate): Promise<ChangeRequest> =>
      data(
        api().PATCH('/v1/spaces/{spaceId}/change-requests/{changeRequestId}', {
          params: { path: { spaceId, changeRequestId } },
          body,
        }),
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData(changeRequestKeys.detail(spaceId, changeRequestId), updated);
    },
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
  return useMutation({
    mutationFn: () =>
      data(
        api().POST('/v1/spaces/{spaceId}/change-requests/{changeRequestId}/merge', {
          params: { path: { spaceId, changeRequestId } },
        }),
      ),
    // Every other request of the space may now be outdated, and the space has new content.
    meta: { invalidates: [changeRequestKeys.all, queryRoots.spaces] },
  });
}

export function useUpdateFromMain(spaceId: string, changeRequestId: string) {
  return useMutation({
    mutationFn: () =>
      data(
        api().POST('/v1/spaces/{spaceId}/change-requests/{changeRequestId}/update', {
          params: { path: { spaceId, changeRequestId } },
        }),
      ),
    meta: {
      invalidates: [changeRequestKeys.detail(spaceId, changeRequestId), changeRequestKeys.lists()],
    },
  });
}

export function useExportPdf(spaceId: string, changeRequestId: string) {
  return useMutation({
    mutationFn: (options: { page?: string }) =>
      data(
        api().GET('/v1/spaces/{spaceId}/change-requests/{changeRequestId}/pdf', {
          params: {
            path: { spaceId, changeRequestId },
            query: options.page ? { only: true, page: options.page } : {},
          },
        }),
      ),
  });
}
