import { allPagesReadOptions, readOptions } from '@/lib/api-queries';

export type { Member } from '@/api/schema.gen';

/** How many members a search offers at once; typing more narrows it. */
export const memberSearchLimit = 8;

/**
 * Members of an organization for pickers (decision 0012's members operations): a search by name
 * or email, and one member by id to name someone already picked. Their keys are the members
 * reads', so a role change anywhere makes them stale (src/api/cache-effects.ts).
 */
export const memberPickerQueries = {
  search: (organizationId: string, search: string) =>
    readOptions(
      '/v1/orgs/{organizationId}/members',
      {
        path: { organizationId },
        query: { limit: memberSearchLimit, order: 'asc', ...(search ? { search } : {}) },
      },
      { staleTime: 30_000 },
    ),
  detail: (organizationId: string, userId: string) =>
    readOptions(
      '/v1/orgs/{organizationId}/members/{userId}',
      { path: { organizationId, userId } },
      { staleTime: 60_000 },
    ),
  /**
   * Every member, a page of 1,000 per request (the large organization's 2,000 members are two
   * requests): to match a pasted list of emails at once, or to name the people a document's
   * `users` table cells can hold.
   */
  directory: (organizationId: string) =>
    allPagesReadOptions('/v1/orgs/{organizationId}/members', {
      path: { organizationId },
      query: { limit: 1000 },
    }),
};
