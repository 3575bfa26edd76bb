import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ChangeRequestList } from '@/api/schema.gen';
import { callApi } from '@/lib/api-call';
import { apiQueryOptions } from '@/lib/api-queries';
import { queryRoots } from '@/lib/query-keys';
import { listFilters, type ChangeRequestListSearch } from '../list-search';

export type {
  ChangeRequest,
  ChangeRequestCreate,
  ChangeRequestList,
  ChangeRequestUpdate,
  User as ChangeRequestUser,
} from '@/api/schema.gen';

/** Where a list comes from: the organization's inbox or one space. */
export type ChangeRequestScope =
  { kind: 'organization'; orgId: string } | { kind: 'space'; spaceId: string };

/** Items per page of a list. */
export const pageSize = 20;
/** How many requests the filter choices (people, clusters) are gathered from. */
const choicesSample = 200;

export const changeRequestKeys = {
  all: queryRoots.changeRequests,
  lists: () => [...changeRequestKeys.all, 'list'] as const,
  list: (scope: ChangeRequestScope, filters: ChangeRequestListSearch & { limit: number }) =>
    [...changeRequestKeys.lists(), scope, filters] as const,
  details: () => [...changeRequestKeys.all, 'detail'] as const,
  /** `changeRequestId` as it appears in URLs: the number. */
  detail: (spaceId: string, changeRequestId: string) =>
    [...changeRequestKeys.details(), spaceId, changeRequestId] as const,
};

function fetchList(
  scope: ChangeRequestScope,
  query: ChangeRequestListSearch & { limit: number; page?: string },
  signal: AbortSignal,
): Promise<ChangeRequestList> {
  const filters = { ...listFilters(query), limit: query.limit };
  if (query.page) Object.assign(filters, { page: query.page });
  return scope.kind === 'organization'
    ? callApi('get', '/v1/orgs/{organizationId}/change-requests', {
        params: { path: { organizationId: scope.orgId }, query: filters },
        signal,
      })
    : callApi('get', '/v1/spaces/{spaceId}/change-requests', {
        params: { path: { spaceId: scope.spaceId }, query: filters },
        signal,
      });
}

export const changeRequestQueries = {
  /** One tab of a list, paged with the API's opaque `next.page`. */
  list: (scope: ChangeRequestScope, search: ChangeRequestListSearch) =>
    infiniteQueryOptions({
      queryKey: changeRequestKeys.list(scope, { ...listFilters(search), limit: pageSize }),
      queryFn: ({ pageParam, signal }) =>
        fetchList(
          scope,
          { ...search, limit: pageSize, ...(pageParam ? { page: pageParam } : {}) },
          signal,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next?.page,
    }),
  /** How many requests a tab holds with the other filters applied (the list's `count`). */
  count: (scope: ChangeRequestScope, search: ChangeRequestListSearch) =>
    queryOptions({
      queryKey: changeRequestKeys.list(scope, { ...listFilters(search), limit: 1 }),
      queryFn: ({ signal }) => fetchList(scope, { ...search, limit: 1 }, signal),
      select: (list) => list.count,
    }),
  /** A tab's recent requests without people filters: who and what the filters can offer. */
  choices: (scope: ChangeRequestScope, status: ChangeRequestListSearch['status']) =>
    queryOptions({
      queryKey: changeRequestKeys.list(scope, {
        ...listFilters(status ? { status } : {}),
        limit: choicesSample,
      }),
      queryFn: ({ signal }) =>
        fetchList(scope, { ...(status ? { status } : {}), limit: choicesSample }, signal),
    }),
  detail: (spaceId: string, changeRequestId: string) =>
    apiQueryOptions(
      changeRequestKeys.detail(spaceId, changeRequestId),
      '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
      { path: { spaceId, changeRequestId } },
    ),
};
