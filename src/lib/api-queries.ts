import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import { allPages, data } from './api-client';

/** What a typed client call resolves with: the success body, if the server sent one. */
type Call<T> = Promise<{ data?: T; response: Response }>;

/**
 * The options of a query that reads one call of the platform API: `call` gets the query's
 * abort signal, and its body becomes the query's data (an empty body is an error, see `data`).
 */
export function apiQueryOptions<T, TKey extends QueryKey>(
  queryKey: TKey,
  call: (signal: AbortSignal) => Call<T>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => data(call(signal)) });
}

/**
 * The options of a list read page by page through the opaque `next.page` of the platform's
 * list envelope. `call` gets what to spread into the request's query (`{ page }`, nothing for
 * the first page) and the query's abort signal.
 */
export function pagedQueryOptions<T extends { next?: { page: string } }, TKey extends QueryKey>(
  queryKey: TKey,
  call: (page: { page?: string }, signal: AbortSignal) => Call<T>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => data(call(pageParam ? { page: pageParam } : {}, signal)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: T) => last.next?.page,
  });
}

/**
 * The options of a query that reads a whole list, page after page (see `allPages`), into one
 * array of its items. `call` gets what to spread into the request's query (`{ page }`, nothing
 * for the first page) and the query's abort signal.
 */
export function allPagesQueryOptions<T, TKey extends QueryKey>(
  queryKey: TKey,
  call: (
    page: { page?: string },
    signal: AbortSignal,
  ) => Call<{ items: T[]; next?: { page: string } }>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => allPages((page) => data(call(page ? { page } : {}, signal))),
  });
}
