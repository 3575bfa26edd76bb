import { useApiMutation } from '@/lib/api-mutation';
import { queryRoots } from '@/lib/query-keys';
import { importKeys } from './import-queries';

export function useStartImport(orgId: string) {
  return useApiMutation('post', '/v1/org/{organizationId}/imports', {
    params: { path: { organizationId: orgId } },
    meta: { invalidates: [importKeys.lists()] },
    storeAnswer: (run) => importKeys.detail(orgId, run.id),
  });
}

/** Stops a run; the pages it brought stay in the space or the change request. */
export function useCancelImport(orgId: string, runId: string) {
  return useApiMutation('post', '/v1/org/{organizationId}/imports/{importRunId}/cancel', {
    params: { path: { organizationId: orgId, importRunId: runId } },
    // A cancel that comes too late (the run ended meanwhile) is refused: show what it is now.
    meta: {
      invalidates: [importKeys.all, queryRoots.spaces, queryRoots.changeRequests],
      invalidateOnError: true,
    },
    storeAnswer: () => importKeys.detail(orgId, runId),
  });
}
