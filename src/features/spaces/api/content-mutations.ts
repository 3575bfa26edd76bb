import { useMutation, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ContentMove, ContentTransfer } from '@/api/schema.gen';
import type { TreeMove } from '@/components/sortable-tree/tree-model';
import { toastFailure } from '@/components/ui/outcome-toast';
import { callApi } from '@/lib/api-call';
import { useApiMutation } from '@/lib/api-mutation';
import { readScope } from '@/lib/api-queries';
import { cacheEffectKeys } from '@/lib/cache-effects';
import { applyMoveToLists, parseTreeId, toContentMove } from '../content-tree-data';
import { contentQueries, spacesKey, type Collection, type Space } from './content-queries';

/*
 * Creating, changing and moving spaces and collections. What each makes stale is its
 * operation's entry in src/api/cache-effects.ts (named here for the mutations built on
 * `useMutation`); it writes into the cache only its own answer. Deleting, restoring and
 * duplicating are in content-lifecycle.ts.
 */

/** A space or a collection: its `object` says which. */
export type ContentRef = Pick<Space | Collection, 'object' | 'id'>;

/** What a move or a transfer of `item` makes stale: its operation's declared effects. */
function itemEffects(item: ContentRef, action: 'move' | 'transfer') {
  return item.object === 'space'
    ? cacheEffectKeys('post', `/v1/spaces/{spaceId}/${action}`, { spaceId: item.id })
    : cacheEffectKeys('post', `/v1/collections/{collectionId}/${action}`, {
        collectionId: item.id,
      });
}

/** The detail of a space or a collection. */
function detailKey(item: ContentRef) {
  return item.object === 'space'
    ? contentQueries.space(item.id).queryKey
    : contentQueries.collection(item.id).queryKey;
}

/** Puts a created space or collection into its detail and at the end of its organization's list. */
function storeCreated<T extends { id: string }>(
  client: QueryClient,
  keys: { detail: QueryKey; list: QueryKey },
  item: T,
) {
  client.setQueryData(keys.detail, item);
  client.setQueryData<T[]>(keys.list, (list) => (list ? [...list, item] : list));
}

/** Puts a space or a collection the server answered into its detail and the lists holding it. */
export function storeContent(client: QueryClient, item: Space | Collection) {
  client.setQueryData(detailKey(item), item);
  if (item.object === 'space')
    client.setQueryData<Space[]>(spacesKey(item.organization), (list) =>
      list?.map((old) => (old.id === item.id ? item : old)),
    );
  else
    client.setQueryData(contentQueries.collections(item.organization).queryKey, (list) =>
      list?.map((old) => (old.id === item.id ? item : old)),
    );
}

function postMove(item: ContentRef, body: ContentMove): Promise<Space | Collection> {
  return item.object === 'space'
    ? callApi('post', '/v1/spaces/{spaceId}/move', { params: { path: { spaceId: item.id } }, body })
    : callApi('post', '/v1/collections/{collectionId}/move', {
        params: { path: { collectionId: item.id } },
        body,
      });
}

/**
 * One request per drop, shown at once: the cached lists take the move before the request is
 * sent, and go back to what they were (with a message) if the backend refuses it.
 */
export function useMoveContent(orgId: string) {
  const spacesList = spacesKey(orgId);
  const collectionsKey = contentQueries.collections(orgId).queryKey;
  return useMutation({
    mutationFn: (variables: { move: TreeMove; title: string }) => {
      const { kind, id } = parseTreeId(variables.move.id);
      return postMove({ object: kind, id }, toContentMove(variables.move));
    },
    // The lists already show the move; only the answers that name a parent are refetched (a
    // refetch of the lists could undo a later drop still on its way).
    meta: { invalidates: [readScope('/v1/collections/{collectionId}/spaces')] },
    onMutate: async (variables, { client }) => {
      await Promise.all([
        client.cancelQueries({ queryKey: spacesList }),
        client.cancelQueries({ queryKey: collectionsKey }),
      ]);
      const spaces = client.getQueryData<Space[]>(spacesList);
      const collections = client.getQueryData(collectionsKey);
      if (spaces && collections) {
        const next = applyMoveToLists(collections, spaces, variables.move);
        client.setQueryData(spacesList, next.spaces);
        client.setQueryData(collectionsKey, next.collections);
      }
      return { spaces, collections };
    },
    onError: (error, variables, before, { client }) => {
      if (before?.spaces) client.setQueryData(spacesList, before.spaces);
      if (before?.collections) client.setQueryData(collectionsKey, before.collections);
      toastFailure(`“${variables.title}” was not moved`, error);
    },
    onSuccess: (moved, _variables, _before, { client }) =>
      client.setQueryData(detailKey(moved), moved),
  });
}

/** Moves a space or a collection last into a collection, or to the top level (`null`). */
export function useMoveToParent(item: ContentRef) {
  return useMutation({
    mutationFn: (parent: string | null) => postMove(item, { parent }),
    meta: { invalidates: itemEffects(item, 'move') },
    onSuccess: (moved, _parent, _before, { client }) => storeContent(client, moved),
  });
}

export type TransferTarget = ContentTransfer;

/**
 * Transfers a space or a collection to another organization. The spaces inside a collection
 * move along, so their details name the new organization; sites of the old one lose them.
 */
export function useTransferContent(item: ContentRef) {
  return useMutation({
    mutationFn: (body: TransferTarget): Promise<Space | Collection> =>
      item.object === 'space'
        ? callApi('post', '/v1/spaces/{spaceId}/transfer', {
            params: { path: { spaceId: item.id } },
            body,
          })
        : callApi('post', '/v1/collections/{collectionId}/transfer', {
            params: { path: { collectionId: item.id } },
            body,
          }),
    meta: { invalidates: itemEffects(item, 'transfer') },
    onSuccess: (moved, _body, _before, { client }) => client.setQueryData(detailKey(moved), moved),
  });
}

export function useCreateSpace(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/spaces', {
    params: { path: { organizationId: orgId } },
    onSuccess: (space, _body, _before, { client }) =>
      storeCreated(client, { detail: detailKey(space), list: spacesKey(orgId) }, space),
  });
}

export function useCreateCollection(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/collections', {
    params: { path: { organizationId: orgId } },
    onSuccess: (collection, _body, _before, { client }) => {
      const keys = {
        detail: detailKey(collection),
        list: contentQueries.collections(orgId).queryKey,
      };
      storeCreated(client, keys, collection);
    },
  });
}

/** Saves space settings; its title is also shown in its collection and in site structures. */
export function useUpdateSpace(spaceId: string) {
  return useApiMutation('patch', '/v1/spaces/{spaceId}', {
    params: { path: { spaceId } },
    onSuccess: (space, _body, _before, { client }) => storeContent(client, space),
  });
}

export function useUpdateCollection(collectionId: string) {
  return useApiMutation('patch', '/v1/collections/{collectionId}', {
    params: { path: { collectionId } },
    onSuccess: (collection, _body, _before, { client }) => storeContent(client, collection),
  });
}
