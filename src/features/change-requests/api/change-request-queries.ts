import type { UseQueryOptions } from '@tanstack/react-query';
import type { ChangeRequest, ChangeRequestList } from '@/api/schema.gen';
import {
  pagedReadOptions,
  readOptions,
  type PagedReadOptionsOf,
  type ReadKey,
  type ReadOptionsOf,
} from '@/lib/api-queries';
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

const orgList = '/v1/orgs/{organizationId}/change-requests';
const spaceList = '/v1/spaces/{spaceId}/change-requests';
type ListQuery = ChangeRequestListSearch & { limit: number };

/** A scope's list with `query`, read page by page or at once (both answer a ChangeRequestList). */
function scopedList(
  scope: ChangeRequestScope,
  query: ListQuery,
  paged: true,
): PagedReadOptionsOf<ChangeRequestList>;
function scopedList(
  scope: ChangeRequestScope,
  query: ListQuery,
  paged: false,
): ReadOptionsOf<ChangeRequestList>;
function scopedList(scope: ChangeRequestScope, query: ListQuery, paged: boolean): unknown {
  if (scope.kind === 'organization') {
    const params = { path: { organizationId: scope.orgId }, query };
    return paged ? pagedReadOptions(orgList, params) : readOptions(orgList, params);
  }
  const params = { path: { spaceId: scope.spaceId }, query };
  return paged ? pagedReadOptions(spaceList, params) : readOptions(spaceList, params);
}

export const changeRequestQueries = {
  /** One tab of a list, paged with the API's opaque `next.page`. */
  list: (scope: ChangeRequestScope, search: ChangeRequestListSearch) =>
    scopedList(scope, { ...listFilters(search), limit: pageSize }, true),
  /** How many requests a tab holds with the other filters applied (the list's `count`). */
  count: (
    scope: ChangeRequestScope,
    search: ChangeRequestListSearch,
  ): UseQueryOptions<ChangeRequestList, Error, number, ReadKey> => ({
    ...scopedList(scope, { ...listFilters(search), limit: 1 }, false),
    select: (list: ChangeRequestList) => list.count,
  }),
  /** A tab's recent requests without people filters: who and what the filters can offer. */
  choices: (scope: ChangeRequestScope, status: ChangeRequestListSearch['status']) =>
    scopedList(scope, { ...listFilters(status ? { status } : {}), limit: choicesSample }, false),
  detail: (spaceId: string, changeRequestId: string): ReadOptionsOf<ChangeRequest> =>
    readOptions('/v1/spaces/{spaceId}/change-requests/{changeRequestId}', {
      path: { spaceId, changeRequestId },
    }),
};
