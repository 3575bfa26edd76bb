import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { memberPickerQueries } from '@/components/member-picker/member-queries';
import { api, data, serverNow } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type Member = Schemas['Member'];
export type MemberRoleFilter = Schemas['MemberRoleFilter'];
export type User = Schemas['User'];

/** The members list's filters, as the URL holds them. */
export interface MemberFilters {
  search?: string;
  role?: MemberRoleFilter;
}

/** Members: the filtered list, suggestions for a picker, everyone by email, the caller. */
export const memberKeys = {
  all: queryRoots.members,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (filters: { orgId: string } & MemberFilters) => [...memberKeys.lists(), filters] as const,
  suggestionLists: () => [...memberKeys.all, 'suggestions'] as const,
  suggestions: (filters: { orgId: string; query: string }) =>
    [...memberKeys.suggestionLists(), filters] as const,
  me: () => [...memberKeys.all, 'me'] as const,
};

/**
 * Rows per page of the members list. The list is virtual: it asks for the next page only when
 * its rows come into view, so 2,000 members cost one page before the first rows show.
 */
export const memberPageSize = 200;

/** How many suggestions a member picker shows for what was typed. */
const suggestionLimit = 8;

export const memberQueries = {
  /** Each page carries the server's clock, so "last seen" counts from the backend's time. */
  list: (orgId: string, filters: MemberFilters) =>
    infiniteQueryOptions({
      queryKey: memberKeys.list({ orgId, ...filters }),
      queryFn: async ({ pageParam, signal }) => {
        const result = await api().GET('/v1/orgs/{organizationId}/members', {
          params: {
            path: { organizationId: orgId },
            query: { ...filters, limit: memberPageSize, ...(pageParam ? { page: pageParam } : {}) },
          },
          signal,
        });
        const page = await data(Promise.resolve(result));
        return { ...page, now: serverNow(result.response) };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next?.page,
    }),
  /** Members whose name or email contains `query`, for a picker. */
  suggestions: (orgId: string, query: string) =>
    queryOptions({
      queryKey: memberKeys.suggestions({ orgId, query }),
      queryFn: ({ signal }) =>
        data(
          api().GET('/v1/orgs/{organizationId}/members', {
            params: {
              path: { organizationId: orgId },
              query: { search: query, limit: suggestionLimit },
            },
            signal,
          }),
        ),
      enabled: query.length > 0,
    }),
  /** Every member, to match a pasted list of emails at once (shared with other pickers). */
  directory: memberPickerQueries.directory,
  /** The signed-in user: whose teams "the teams I manage" are. */
  me: () =>
    queryOptions({
      queryKey: memberKeys.me(),
      queryFn: ({ signal }) => data(api().GET('/v1/user', { signal })),
      // The token decides who this is; signing out clears the cache.
      staleTime: Infinity,
    }),
};
