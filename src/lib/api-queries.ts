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
 * Query options for the platform API's reads, typed from the contract: each takes the GET path
 * and its `params` (path and query parameters); a wrong path or parameter does not compile. The
 * query's key is derived from them (`readKey`), so one resource is cached once wherever it is
 * read, and a mutation's declared effects (src/api/cache-effects.ts) reach every read of a path
 * by prefix. The query's abort signal goes with every request.
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

/**
 * What a read's data is beyond the answer itself: every page so far (`pages`, an infinite
 * query), the whole list in one array (`all`), the answer with the server's clock (`timed`), or
 * a screen's own view computed from the answer (any other name). A plain read has none.
 */
type Shape = 'pages' | 'all' | 'timed' | (string & {});

/**
 * The key of a read: `[path template, path parameters, query parameters]`, and its shape when
 * the data is not the answer as is. Because TanStack Query matches keys by prefix and objects
 * by their listed fields, `readScope(path, { organizationId })` names every read of the path for
 * that organization, whatever else its parameters say (decision 0035).
 */
export type ReadKey = readonly [string, object, object] | readonly [string, object, object, Shape];

export function readKey<P extends Get>(
  path: P,
  params: ApiParams<'get', P>,
  shape?: Shape,
): ReadKey {
  return keyOf(path, params, shape);
}

/** `readKey` for parameters already checked against their path (by the caller's signature). */
function keyOf(path: string, params: unknown, shape?: Shape): ReadKey {
  const { path: pathParams = {}, query = {} } = (params ?? {}) as { path?: object; query?: object };
  return shape === undefined ? [path, pathParams, query] : [path, pathParams, query, shape];
}

/**
 * A read's options named by its data rather than its path, for a module whose emitted types
 * would otherwise spell the contract's answer out (a Document in it is too long to write).
 */
export type ReadOptionsOf<TData> = Options<TData, ReadKey>;
export type PagedReadOptionsOf<TAnswer> = UnusedSkipTokenInfiniteOptions<
  TAnswer,
  Error,
  InfiniteData<TAnswer>,
  ReadKey,
  string | undefined
> &
  QueryKeyWithDataTag<ReadKey, InfiniteData<TAnswer>, Error>;

/** Every read of `path` whose path parameters include `pathParams` (all of them without). */
export function readScope(path: string, pathParams?: object): QueryKey {
  return pathParams ? [path, pathParams] : [path];
}

/** A read of one operation; its success body becomes the query's data. */
export function readOptions<P extends Get>(
  path: P,
  params: ApiParams<'get', P>,
  more?: More<Answer<P>>,
): ApiQueryOptions<P, ReadKey> {
  return apiQueryOptions<P, ReadKey>(keyOf(path, params), path, params, more);
}

/** A read with the server's clock (see `timedQueryOptions`). */
export function timedReadOptions<P extends Get>(
  path: P,
  params: ApiParams<'get', P>,
  more?: More<Timed<Answer<P> & object>>,
): TimedQueryOptions<P, ReadKey> {
  return timedQueryOptions<P, ReadKey>(keyOf(path, params, 'timed'), path, params, more);
}

/** A list read page by page (see `pagedQueryOptions`). */
export function pagedReadOptions<P extends Get>(
  path: P,
  params: ApiParams<'get', P>,
  more?: Parameters<typeof pagedQueryOptions<P, ReadKey>>[3],
): PagedQueryOptions<P, ReadKey> {
  return pagedQueryOptions<P, ReadKey>(keyOf(path, params, 'pages'), path, params, more);
}

/** A whole list in one array (see `allPagesQueryOptions`). */
export function allPagesReadOptions<P extends Get>(
  path: P,
  params: ApiParams<'get', P>,
): AllPagesQueryOptions<P, ReadKey> {
  return allPagesQueryOptions<P, ReadKey>(keyOf(path, params, 'all'), path, params);
}

/**
 * A screen's own view of reads of `path` (several answers combined, a count taken from a list):
 * `view` names it, and its key stays under the path's, so whatever makes the path stale makes
 * the view stale too.
 */
export function derivedReadOptions<P extends Get, T>(
  path: P,
  params: ApiParams<'get', P>,
  view: string,
  read: (signal: AbortSignal) => Promise<T>,
  more?: More<T>,
): ReadOptionsOf<T> {
  const options = {
    ...more,
    queryKey: keyOf(path, params, view),
    queryFn: ({ signal }: { signal: AbortSignal }) => read(signal),
  };
  // Typed as `apiQueryOptions` is, for the same reason.
  return options as unknown as ReadOptionsOf<T>;
}

/** A query that reads one operation; its success body becomes the query's data. */
function apiQueryOptions<P extends Get, TKey extends QueryKey>(
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
function timedQueryOptions<P extends Get, TKey extends QueryKey>(
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
function pagedQueryOptions<P extends Get, TKey extends QueryKey>(
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
function allPagesQueryOptions<P extends Get, TKey extends QueryKey>(
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
