import { useApiMutation } from '@/lib/api-mutation';
import { importQueries } from './import-queries';

export function useStartImport(orgId: string) {
  return useApiMutation('post', '/v1/org/{organizationId}/imports', {
    params: { path: { organizationId: orgId } },
    storeAnswer: (run) => importQueries.detail(orgId, run.id).queryKey,
  });
}

/** Stops a run; the pages it brought stay in the space or the change request. */
export function useCancelImport(orgId: string, runId: string) {
  return useApiMutation('post', '/v1/org/{organizationId}/imports/{importRunId}/cancel', {
    params: { path: { organizationId: orgId, importRunId: runId } },
    // A cancel that comes too late (the run ended meanwhile) is refused: show what it is now.
    meta: { invalidateOnError: true },
    storeAnswer: () => importQueries.detail(orgId, runId).queryKey,
  });
}
