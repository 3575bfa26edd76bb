import { infiniteQueryOptions } from '@tanstack/react-query';
import type { MemberRoleFilter } from '@/api/schema.gen';
import { memberPickerQueries } from '@/components/member-picker/member-queries';
import { requestApi } from '@/lib/api-call';
import { serverNow } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-queries';
import { queryRoots } from '@/lib/query-keys';

export type { Member, MemberRoleFilter, User } from '@/api/schema.gen';

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
        const page = pageParam ? { page: pageParam } : {};
        const { answer, response } = await requestApi('get', '/v1/orgs/{organizationId}/members', {
          params: {
            path: { organizationId: orgId },
            query: { ...filters, limit: memberPageSize, ...page },
          },
          signal,
        });
        return { ...answer, now: serverNow(response) };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next?.page,
    }),
  /** Members whose name or email contains `query`, for a picker. */
  suggestions: (orgId: string, query: string) =>
    apiQueryOptions(
      memberKeys.suggestions({ orgId, query }),
      '/v1/orgs/{organizationId}/members',
      { path: { organizationId: orgId }, query: { search: query, limit: suggestionLimit } },
      { enabled: query.length > 0 },
    ),
  /** Every member, to match a pasted list of emails at once (shared with other pickers). */
  directory: memberPickerQueries.directory,
  /** The signed-in user: whose teams "the teams I manage" are. */
  me: () =>
    apiQueryOptions(memberKeys.me(), '/v1/user', undefined, {
      // The token decides who this is; signing out clears the cache.
      staleTime: Infinity,
    }),
};
