import {
  isCancelledError,
  MutationCache,
  QueryClient,
  QueryObserver,
  type DefaultError,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { isApiError } from './api-error';

const maxRetries = 2;

/** Retry only what can succeed on a second try: network failures, 5xx and throttling. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  if (!isApiError(error)) return false;
  if (error.isNetwork || error.status >= 500) return true;
  return error.status === 429;
}

/** Waits what the server asked for in Retry-After (every 429 and 503 says), else backs off. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAfter !== undefined) {
    return error.retryAfter * 1000;
  }
  return Math.min(500 * 2 ** attempt, 4000);
}

/**
 * What a mutation makes stale, declared where it is defined instead of threaded through props.
 * `useApiMutation` fills it from its operation's entry in src/api/cache-effects.ts (see
 * `cacheEffectKeys`); a mutation built on `useMutation` names those of its operations. Each key
 * is a prefix (`readScope(path, params)`: every read of the path with those parameters). A
 * function gets the mutation's variables and result, for keys that depend on them.
 */
export type Invalidates =
  readonly QueryKey[] | ((context: { variables: unknown; data: unknown }) => readonly QueryKey[]);

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      invalidates?: Invalidates;
      /** Also invalidate when the mutation fails (the server may have applied part of it). */
      invalidateOnError?: boolean;
    };
  }
}

/** The keys a finished mutation declared stale. */
export function declaredInvalidations(
  meta: { invalidates?: Invalidates } | undefined,
  variables: unknown,
  data: unknown,
): readonly QueryKey[] {
  const invalidates = meta?.invalidates;
  if (!invalidates) return [];
  return typeof invalidates === 'function' ? invalidates({ variables, data }) : invalidates;
}

/** How many times a wait is started again after someone else cancelled the fetch it waited for. */
const maxRewaits = 3;

/**
 * The app's QueryClient. Its `fetchQuery` (behind `ensureQueryData`, `prefetchQuery` and their
 * infinite forms, which route loaders wait on) holds the query while it waits, as a screen's
 * observer does. Without that hold, the wait shares a fetch whose life belongs to the screens
 * observing it: when the last of them unmounts (the page being left, the pending page taking
 * its place, StrictMode's remount in development), TanStack Query cancels the fetch and
 * reverts the query, and the waiting loader failed with a `CancelledError` that showed as
 * "This page could not load" although nothing had failed (docs/decisions/0033).
 */
class LoaderSafeQueryClient extends QueryClient {
  override async fetchQuery<
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
  ): Promise<TData> {
    for (let attempt = 0; ; attempt += 1) {
      // A disabled observer never fetches on its own, and keeps the fetch from being cancelled
      // for want of observers while this wait lasts.
      const hold = new QueryObserver<TQueryFnData, TError, TData, TData, TQueryKey>(this, {
        ...options,
        enabled: false,
      });
      const release = hold.subscribe(() => {});
      try {
        return await super.fetchQuery(options);
      } catch (error) {
        // Cancelled by someone else (cancelQueries before an optimistic update): the data is
        // still wanted, so wait for a fetch of its own. A real failure is the query's error.
        if (!isCancelledError(error) || attempt >= maxRewaits) throw error;
      } finally {
        release();
      }
    }
  }
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new LoaderSafeQueryClient({
    // One place turns every mutation's declared effects into invalidations. Returning the
    // promise makes `mutateAsync` resolve after the refetch, so a screen never shows a
    // confirmation above stale data.
    mutationCache: new MutationCache({
      onSettled: (data, error, variables, _context, mutation) => {
        const meta = mutation.meta;
        if (error && !meta?.invalidateOnError) return undefined;
        const keys = declaredInvalidations(meta, variables, data);
        return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 10_000 },
      // Mutations are not idempotent in general; the person retries them from the form.
      mutations: { retry: false },
    },
  });
  return client;
}
