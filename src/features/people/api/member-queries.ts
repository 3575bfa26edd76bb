import { infiniteQueryOptions } from '@tanstack/react-query';
import { memberPickerQueries } from '@/components/member-picker/member-queries';
import { requestApi } from '@/lib/api-call';
import { serverNow } from '@/lib/api-client';
import { readKey, readOptions } from '@/lib/api-queries';
import type { ApiQuery } from '@/lib/contract-search';

export type { Member, MemberRoleFilter, User } from '@/api/schema.gen';

/** The members list's filters, as the URL holds them: two of the operation's parameters. */
export type MemberFilters = Pick<ApiQuery<'/v1/orgs/{organizationId}/members'>, 'search' | 'role'>;

/**
 * Rows per page of the members list. The list is virtual: it asks for the next page only when
 * its rows come into view, so 2,000 members cost one page before the first rows show.
 */
export const memberPageSize = 200;

const membersPath = '/v1/orgs/{organizationId}/members';

/** How many suggestions a member picker shows for what was typed. */
const suggestionLimit = 8;

export const memberQueries = {
  /** Each page carries the server's clock, so "last seen" counts from the backend's time. */
  list: (orgId: string, filters: MemberFilters) =>
    infiniteQueryOptions({
      queryKey: readKey(
        membersPath,
        { path: { organizationId: orgId }, query: { ...filters, limit: memberPageSize } },
        'timed-pages',
      ),
      queryFn: async ({ pageParam, signal }) => {
        const page = pageParam ? { page: pageParam } : {};
        const { answer, response } = await requestApi('get', membersPath, {
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
    readOptions(
      membersPath,
      { path: { organizationId: orgId }, query: { search: query, limit: suggestionLimit } },
      { enabled: query.length > 0 },
    ),
  /** Every member, to match a pasted list of emails at once (shared with other pickers). */
  directory: memberPickerQueries.directory,
  /** The signed-in user: whose teams "the teams I manage" are. */
  me: () =>
    readOptions('/v1/user', undefined, {
      // The token decides who this is; signing out clears the cache.
      staleTime: Infinity,
    }),
};
