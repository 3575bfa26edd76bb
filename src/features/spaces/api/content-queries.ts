import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ContentLinkStatus, Space } from '@/api/schema.gen';
import { callApi, requestApi } from '@/lib/api-call';
import { allPages } from '@/lib/api-client';
import {
  allPagesReadOptions,
  pagedReadOptions,
  readKey,
  readOptions,
  type ReadKey,
} from '@/lib/api-queries';

export type { Collection, ContentLinkStatus, Space } from '@/api/schema.gen';

/** The most the API gives per page; the tree needs every item, so it asks for big pages. */
const pageLimit = 1000;
/**
 * The first page of a tree's first load: more than a screen of rows, and a tenth of a full
 * page to make, send and read, so the first rows do not wait for 1,000 spaces.
 */
const firstPageLimit = 100;

/** What the recently deleted view shows, with the server's time to count the days left. */
export interface DeletedSpaces {
  items: Space[];
  /** The server's clock (its Date header) in ms, or the browser's when it sent none. */
  now: number;
}

export const contentQueries = {
  /**
   * Every active space of the organization, in tree order. The first time, a small first page
   * and then each page is in the cache as it arrives, so the tree shows its first rows while
   * the rest come (`ensureFirstData`); a refetch replaces the list once it is whole.
   */
  spaces: (orgId: string) =>
    queryOptions({
      // The whole list, as `allPagesReadOptions` keys it: its pages come in as they arrive.
      queryKey: spacesKey(orgId),
      queryFn: ({ signal, client, queryKey }) => {
        const firstLoad = client.getQueryData(queryKey) === undefined;
        return allPages(
          (page) =>
            callApi('get', '/v1/orgs/{organizationId}/spaces', {
              params: {
                path: { organizationId: orgId },
                query: page
                  ? { limit: pageLimit, page }
                  : { limit: firstLoad ? firstPageLimit : pageLimit },
              },
              signal,
            }),
          firstLoad ? (soFar) => client.setQueryData(queryKey, soFar) : undefined,
        );
      },
    }),
  /** Every collection of the organization, at any depth. */
  collections: (orgId: string) =>
    allPagesReadOptions('/v1/orgs/{organizationId}/collections', {
      path: { organizationId: orgId },
      query: { nested: true, limit: pageLimit },
    }),
  deleted: (orgId: string) =>
    queryOptions({
      queryKey: readKey(
        '/v1/orgs/{organizationId}/spaces',
        { path: { organizationId: orgId }, query: { deleted: true, limit: pageLimit } },
        'timed-all',
      ),
      queryFn: async ({ signal }): Promise<DeletedSpaces> => {
        let now: number | undefined;
        const items = await allPages(async (page) => {
          const { answer, response } = await requestApi('get', '/v1/orgs/{organizationId}/spaces', {
            params: {
              path: { organizationId: orgId },
              query: { deleted: true, limit: pageLimit, ...(page ? { page } : {}) },
            },
            signal,
          });
          const date = Date.parse(response.headers.get('Date') ?? '');
          if (!Number.isNaN(date)) now ??= date;
          return answer;
        });
        return { items, now: now ?? Date.now() };
      },
      // Days left move with time; do not keep an old answer around.
      staleTime: 0,
    }),
  space: (spaceId: string) => readOptions('/v1/spaces/{spaceId}', { path: { spaceId } }),
  links: (spaceId: string, status: ContentLinkStatus | undefined) =>
    pagedReadOptions('/v1/spaces/{spaceId}/links', {
      path: { spaceId },
      query: { limit: 100, ...(status ? { status } : {}) },
    }),
  collection: (collectionId: string) =>
    readOptions('/v1/collections/{collectionId}', { path: { collectionId } }),
  collectionSpaces: (collectionId: string) =>
    allPagesReadOptions('/v1/collections/{collectionId}/spaces', {
      path: { collectionId },
      query: { limit: pageLimit },
    }),
};

/** The key of the organization's tree list of spaces (every page of it). */
export function spacesKey(orgId: string): ReadKey {
  return readKey(
    '/v1/orgs/{organizationId}/spaces',
    { path: { organizationId: orgId }, query: { limit: pageLimit } },
    'all',
  );
}

/**
 * For a loader: resolves once the query has data, which for a list that fills page by page
 * (`contentQueries.spaces`) is its first page, or once its fetch ends (failed included: the
 * screen's query then shows the error). The rest keeps arriving in the background.
 */
export function ensureFirstData(
  client: QueryClient,
  options: { queryKey: QueryKey; queryFn?: unknown },
): Promise<void> {
  const hasData = () => client.getQueryData(options.queryKey) !== undefined;
  if (hasData()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (!hasData()) return;
      unsubscribe();
      resolve();
    });
    void client.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]).then(() => {
      unsubscribe();
      resolve();
    });
  });
}
