import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryKey,
  type QueryKeyWithDataTag,
  type UnusedSkipTokenInfiniteOptions,
  type UnusedSkipTokenOptions,
} from '@tanstack/react-query';
import { allPages, type Timed } from './api-client';
import {
  requestApi,
  timedAnswer,
  type ApiAnswer,
  type ApiInit,
  type ApiParams,
  type ApiPath,
} from './api-call';

/*
 * Query options for the platform API's reads, typed from the contract: each takes the query's
 * key, the GET path and its `params` (path and query parameters); a wrong path or parameter does
 * not compile. The query's abort signal goes with every request.
 *
 * Each returns a named type of its path and key, so the declarations emitted for a feature's
 * queries name the contract's answer instead of spelling it out (a Document in it would be too
 * long to write).
 */

type Get = ApiPath<'get'>;
type Answer<P extends Get> = ApiAnswer<'get', P>;
/** The items of a list operation's answer (the platform's list envelope). */
type Items<P extends Get> = Answer<P> extends { items: (infer T)[] } ? T : never;
type Page = { next?: { page: string } };
/** What else a query may say: when it runs, how long its data stays fresh, how it polls. */
type More<TData> = {
  enabled?: boolean;
  retry?: boolean;
  staleTime?: number;
  refetchInterval?: (query: { state: { data: TData | undefined } }) => number | false;
};

type Options<TData, TKey extends QueryKey> = UnusedSkipTokenOptions<TData, Error, TData, TKey> &
  QueryKeyWithDataTag<TKey, TData, Error>;
export type ApiQueryOptions<P extends Get, TKey extends QueryKey> = Options<Answer<P>, TKey>;
export type TimedQueryOptions<P extends Get, TKey extends QueryKey> = Options<
  Timed<Answer<P> & object>,
  TKey
>;
export type AllPagesQueryOptions<P extends Get, TKey extends QueryKey> = Options<Items<P>[], TKey>;
export type PagedQueryOptions<
  P extends Get,
  TKey extends QueryKey,
> = UnusedSkipTokenInfiniteOptions<
  Answer<P>,
  Error,
  InfiniteData<Answer<P>>,
  TKey,
  string | undefined
> &
  QueryKeyWithDataTag<TKey, InfiniteData<Answer<P>>, Error>;

/**
 * The GET of `path` with `params`, for a query function: it takes the query's signal, and a
 * `page` to add to the query parameters. (The query's key is the caller's: it names what the
 * path and parameters read.)
 */
function reader<P extends Get>(
  path: P,
  params: ApiParams<'get', P>,
): (signal: AbortSignal, page?: string) => Promise<{ answer: Answer<P>; response: Response }> {
  return (signal, page) => {
    const query = page ? { ...(params as { query?: object } | undefined)?.query, page } : undefined;
    const init = { params: query ? { ...params, query } : params, signal };
    // The parameters were checked against the path by the caller's signature.
    return requestApi<'get', P>('get', path, init as unknown as ApiInit<'get', P>);
  };
}

/** A query that reads one operation; its success body becomes the query's data. */
export function apiQueryOptions<P extends Get, TKey extends QueryKey>(
  queryKey: TKey,
  path: P,
  params: ApiParams<'get', P>,
  more?: More<Answer<P>>,
): ApiQueryOptions<P, TKey> {
  const read = reader<P>(path, params);
  const options = {
    ...more,
    queryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await read(signal)).answer,
  };
  // `queryOptions` would only type this object; checked against every GET of the contract at
  // once, the answer's union is too large for the compiler, so the result is named directly.
  return options as unknown as ApiQueryOptions<P, TKey>;
}

/**
 * A query that reads one operation with the server's clock (`Timed`), for screens that count
 * time-driven states against the backend's time (see `timedData`).
 */
export function timedQueryOptions<P extends Get, TKey extends QueryKey>(
  queryKey: TKey,
  path: P,
  params: ApiParams<'get', P>,
  more?: More<Timed<Answer<P> & object>>,
): TimedQueryOptions<P, TKey> {
  const read = reader<P>(path, params);
  return queryOptions({
    ...more,
    queryKey,
    queryFn: ({ signal }): Promise<Timed<Answer<P> & object>> =>
      timedAnswer(read(signal) as Promise<{ answer: Answer<P> & object; response: Response }>),
  });
}

/**
 * A list read page by page through the opaque `next.page` of the platform's list envelope, for
 * "Load more" and virtual lists. `more` may hold the query back or poll it.
 */
export function pagedQueryOptions<P extends Get, TKey extends QueryKey>(
  queryKey: TKey,
  path: P,
  params: ApiParams<'get', P>,
  more?: {
    enabled?: boolean;
    refetchInterval?: (query: {
      state: { data: InfiniteData<Answer<P>> | undefined };
    }) => number | false;
  },
): PagedQueryOptions<P, TKey> {
  const read = reader<P>(path, params);
  return infiniteQueryOptions({
    ...more,
    queryKey,
    queryFn: async ({ pageParam, signal }) => (await read(signal, pageParam)).answer,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Answer<P>) => (last as Page).next?.page,
  });
}

/** A whole list, page after page (see `allPages`), into one array of its items. */
export function allPagesQueryOptions<P extends Get, TKey extends QueryKey>(
  queryKey: TKey,
  path: P,
  params: ApiParams<'get', P>,
): AllPagesQueryOptions<P, TKey> {
  const read = reader<P>(path, params);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const items = await allPages(
        async (page) => (await read(signal, page)).answer as { items: unknown[] } & Page,
      );
      return items as Items<P>[];
    },
  });
}
