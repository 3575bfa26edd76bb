import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api } from '@/lib/api-client';
import { allPagesQueryOptions, apiQueryOptions } from '@/lib/api-queries';
import { queryRoots } from '@/lib/query-keys';

export type Member = components['schemas']['Member'];

/** How many members a search offers at once; typing more narrows it. */
export const memberSearchLimit = 8;

/**
 * Members of an organization for pickers (decision 0012's members operations): a search by name
 * or email, and one member by id to name someone already picked. Keys live under the members
 * root, so a role change anywhere makes them stale.
 */
export const memberPickerKeys = {
  all: queryRoots.members,
  search: (organizationId: string, search: string) =>
    [...queryRoots.members, 'picker', organizationId, search] as const,
  detail: (organizationId: string, userId: string) =>
    [...queryRoots.members, 'detail', organizationId, userId] as const,
  directory: (organizationId: string) =>
    [...queryRoots.members, 'directory', organizationId] as const,
};

export const memberPickerQueries = {
  search: (organizationId: string, search: string) =>
    queryOptions({
      ...apiQueryOptions(memberPickerKeys.search(organizationId, search), (signal) =>
        api().GET('/v1/orgs/{organizationId}/members', {
          params: {
            path: { organizationId },
            query: { limit: memberSearchLimit, order: 'asc', ...(search ? { search } : {}) },
          },
          signal,
        }),
      ),
      staleTime: 30_000,
    }),
  detail: (organizationId: string, userId: string) =>
    queryOptions({
      ...apiQueryOptions(memberPickerKeys.detail(organizationId, userId), (signal) =>
        api().GET('/v1/orgs/{organizationId}/members/{userId}', {
          params: { path: { organizationId, userId } },
          signal,
        }),
      ),
      staleTime: 60_000,
    }),
  /**
   * Every member, a page of 1,000 per request (the large organization's 2,000 members are two
   * requests): to match a pasted list of emails at once, or to name the people a document's
   * `users` table cells can hold.
   */
  directory: (organizationId: string) =>
    allPagesQueryOptions(memberPickerKeys.directory(organizationId), (page, signal) =>
      api().GET('/v1/orgs/{organizationId}/members', {
        params: { path: { organizationId }, query: { limit: 1000, ...page } },
        signal,
      }),
    ),
};
