import type { ChangeRequest, ImportRun, ImportRunStatus } from '@/api/schema.gen';
import { callApi } from '@/lib/api-call';
import { derivedReadOptions, readOptions } from '@/lib/api-queries';
import { pollWhile, pollWhileAny } from '@/lib/polling';

export type { ImportRun, ImportRunStatus, ChangeRequest as ImportTargetChangeRequest };

/** The history shows the latest 100 runs; older ones stay readable one by one. */
const historyLimit = 100;
/** How often a screen asks again while a run is queued or importing. */
export const importPollMs = 1_000;

export function isRunning(status: ImportRunStatus): boolean {
  return status === 'pending' || status === 'in-progress';
}

export const importQueries = {
  list: (orgId: string) =>
    readOptions(
      '/v1/org/{organizationId}/imports',
      { path: { organizationId: orgId }, query: { limit: historyLimit } },
      // Follow the runs still going; stop once every run shown has ended.
      {
        refetchInterval: pollWhileAny((run: ImportRun) => isRunning(run.status), importPollMs * 2),
      },
    ),
  detail: (orgId: string, runId: string) =>
    readOptions(
      '/v1/org/{organizationId}/imports/{importRunId}',
      { path: { organizationId: orgId, importRunId: runId } },
      { refetchInterval: pollWhile((run: ImportRun) => isRunning(run.status), importPollMs) },
    ),
  /**
   * Draft and open change requests of a space: those that take imported pages. A view of the
   * space's change requests, so whatever changes them makes it stale.
   */
  openRequests: (spaceId: string) =>
    derivedReadOptions(
      '/v1/spaces/{spaceId}/change-requests',
      { path: { spaceId } },
      'import-targets',
      async (signal) => {
        const lists = await Promise.all(
          (['open', 'draft'] as const).map((status) =>
            callApi('get', '/v1/spaces/{spaceId}/change-requests', {
              params: { path: { spaceId }, query: { status, limit: 1000 } },
              signal,
            }),
          ),
        );
        return lists
          .flatMap((list) => list.items)
          .sort((a, b) => b.number - a.number)
          .map((request) => ({
            id: request.id,
            number: request.number,
            subject: request.subject,
            status: request.status,
          }));
      },
      { enabled: spaceId !== '' },
    ),
  /**
   * The change request a run writes into, for its number and subject: the same read (and cache
   * entry) as the change request's own page.
   */
  request: (spaceId: string, changeRequestId: string) =>
    readOptions(
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
      { path: { spaceId, changeRequestId } },
      { retry: false },
    ),
};
