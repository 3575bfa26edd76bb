import type { DataTag, InferDataFromTag, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from './api-error';

/**
 * Runs a route's loader work and turns the platform's 404 into the router's not-found, so the
 * route shows its "no such …" page; every other failure goes to the route's error boundary.
 */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

/**
 * The options of one query a loader waits for, as `queryOptions()` makes them: the key carries
 * the data's type. Infinite queries (they have an `initialPageParam`) are loaded otherwise.
 */
export interface EnsuredQuery {
  queryKey: DataTag<QueryKey, unknown, unknown>;
  initialPageParam?: never;
}

/** The data of each query of `Q`, in the same order. */
export type EnsuredData<Q extends readonly EnsuredQuery[]> = {
  -readonly [I in keyof Q]: InferDataFromTag<unknown, Q[I]['queryKey']>;
};

/**
 * Puts every query of a page in the cache before the page shows (`ensureQueryData`, all at
 * once) and resolves with their data in the order given.
 */
export async function ensureAll<const Q extends readonly EnsuredQuery[]>(
  context: { queryClient: QueryClient },
  queries: Q,
): Promise<EnsuredData<Q>> {
  const loaded = await Promise.all(
    queries.map((query) => context.queryClient.ensureQueryData(query)),
  );
  // Promise.all keeps the order, so entry i is the data of query i.
  return loaded as EnsuredData<Q>;
}

/** `ensureAll` for a page inside something that may be gone: a 404 shows the not-found page. */
export function loadAll<const Q extends readonly EnsuredQuery[]>(
  context: { queryClient: QueryClient },
  queries: Q,
): Promise<EnsuredData<Q>> {
  return orNotFound(() => ensureAll(context, queries));
}

/**
 * The loader of a page about one thing (a space, a site, a team): it waits for the queries the
 * page reads, names the page in the breadcrumbs from their data, and turns the platform's 404
 * into the route's not-found page.
 */
export function loadCrumb<const Q extends readonly [EnsuredQuery, ...EnsuredQuery[]]>(
  context: { queryClient: QueryClient },
  queries: Q,
  crumb: (...data: EnsuredData<Q>) => string,
): Promise<{ crumb: string }> {
  return loadAll(context, queries).then((data) => ({ crumb: crumb(...data) }));
}
