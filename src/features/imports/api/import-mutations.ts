import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, data } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { importKeys } from './import-queries';

type Schemas = components['schemas'];

export function useStartImport(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['ImportRunCreate']) =>
      data(
        api().POST('/v1/org/{organizationId}/imports', {
          params: { path: { organizationId: orgId } },
          body,
        }),
      ),
    meta: { invalidates: [importKeys.lists()] },
    onSuccess: (run) => queryClient.setQueryData(importKeys.detail(orgId, run.id), run),
  });
}

/** Stops a run; the pages it brought stay in the space or the change request. */
export function useCancelImport(orgId: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      data(
        api().POST('/v1/org/{organizationId}/imports/{importRunId}/cancel', {
          params: { path: { organizationId: orgId, importRunId: runId } },
        }),
      ),
    // A cancel that comes too late (the run ended meanwhile) is refused: show what it is now.
    meta: {
      invalidates: [importKeys.all, queryRoots.spaces, queryRoots.changeRequests],
      invalidateOnError: true,
    },
    onSuccess: (run) => queryClient.setQueryData(importKeys.detail(orgId, runId), run),
  });
}
