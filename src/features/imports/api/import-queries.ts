import { queryOptions } from '@tanstack/react-query';
import type { ChangeRequest, ImportRun, ImportRunStatus } from '@/api/schema.gen';
import { callApi } from '@/lib/api-call';
import { apiQueryOptions } from '@/lib/api-queries';
import { pollWhile, pollWhileAny } from '@/lib/polling';
import { queryRoots } from '@/lib/query-keys';

export type { ImportRun, ImportRunStatus, ChangeRequest as ImportTargetChangeRequest };

/** Import runs: the organization's history and one run. */
export const importKeys = {
  all: queryRoots.imports,
  lists: () => [...importKeys.all, 'list'] as const,
  list: (orgId: string) => [...importKeys.lists(), orgId] as const,
  details: () => [...importKeys.all, 'detail'] as const,
  detail: (orgId: string, runId: string) => [...importKeys.details(), orgId, runId] as const,
};

/**
 * The change requests an import may write into (draft and open) and the one a run wrote into.
 * They hang from the change requests' root so that anything that changes a request (a merge,
 * an archive, a new one) makes them stale too.
 */
export const importTargetKeys = {
  all: [...queryRoots.changeRequests, 'import-targets'] as const,
  openRequests: (spaceId: string) => [...importTargetKeys.all, 'open', spaceId] as const,
  request: (spaceId: string, changeRequestId: string) =>
    [...importTargetKeys.all, 'one', spaceId, changeRequestId] as const,
};

/** The history shows the latest 100 runs; older ones stay readable one by one. */
const historyLimit = 100;
/** How often a screen asks again while a run is queued or importing. */
export const importPollMs = 1_000;

export function isRunning(status: ImportRunStatus): boolean {
  return status === 'pending' || status === 'in-progress';
}

export const importQueries = {
  list: (orgId: string) =>
    apiQueryOptions(
      importKeys.list(orgId),
      '/v1/org/{organizationId}/imports',
      { path: { organizationId: orgId }, query: { limit: historyLimit } },
      // Follow the runs still going; stop once every run shown has ended.
      {
        refetchInterval: pollWhileAny((run: ImportRun) => isRunning(run.status), importPollMs * 2),
      },
    ),
  detail: (orgId: string, runId: string) =>
    apiQueryOptions(
      importKeys.detail(orgId, runId),
      '/v1/org/{organizationId}/imports/{importRunId}',
      { path: { organizationId: orgId, importRunId: runId } },
      { refetchInterval: pollWhile((run: ImportRun) => isRunning(run.status), importPollMs) },
    ),
  /** Draft and open change requests of a space: those that take imported pages. */
  openRequests: (spaceId: string) =>
    queryOptions({
      queryKey: importTargetKeys.openRequests(spaceId),
      queryFn: async ({ signal }) => {
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
      enabled: spaceId !== '',
    }),
  /** The change request a run writes into, for its number and subject. */
  request: (spaceId: string, changeRequestId: string) =>
    apiQueryOptions(
      importTargetKeys.request(spaceId, changeRequestId),
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
      { path: { spaceId, changeRequestId } },
      { retry: false },
    ),
};
