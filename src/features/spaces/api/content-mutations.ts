import { useMutation, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ContentMove, ContentTransfer } from '@/api/schema.gen';
import type { TreeMove } from '@/components/sortable-tree/tree-model';
import { toastFailure } from '@/components/ui/outcome-toast';
import { callApi } from '@/lib/api-call';
import { useApiMutation } from '@/lib/api-mutation';
import { queryRoots } from '@/lib/query-keys';
import { applyMoveToLists, parseTreeId, toContentMove } from '../content-tree-data';
import { collectionKeys, spaceKeys, type Collection, type Space } from './content-queries';

/*
 * Creating, changing and moving spaces and collections. Each mutation declares what it makes
 * stale (`meta.invalidates`, handled by the MutationCache); it writes into the cache only its own
 * answer. Deleting, restoring and duplicating are in content-lifecycle.ts.
 */

/** A space or a collection: its `object` says which. */
export type ContentRef = Pick<Space | Collection, 'object' | 'id'>;

/** Every list of the content area: what a move between parents or organizations may change. */
export const contentLists = [
  spaceKeys.lists(),
  spaceKeys.deletedLists(),
  collectionKeys.lists(),
  collectionKeys.spaceLists(),
] as const;

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
  if (item.object === 'space') {
    client.setQueryData(spaceKeys.detail(item.id), item);
    client.setQueryData<Space[]>(spaceKeys.list({ orgId: item.organization }), (list) =>
      list?.map((old) => (old.id === item.id ? item : old)),
    );
  } else {
    client.setQueryData(collectionKeys.detail(item.id), item);
    client.setQueryData<Collection[]>(collectionKeys.list({ orgId: item.organization }), (list) =>
      list?.map((old) => (old.id === item.id ? item : old)),
    );
  }
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
  const spacesKey = spaceKeys.list({ orgId });
  const collectionsKey = collectionKeys.list({ orgId });
  return useMutation({
    mutationFn: (variables: { move: TreeMove; title: string }) => {
      const { kind, id } = parseTreeId(variables.move.id);
      return postMove({ object: kind, id }, toContentMove(variables.move));
    },
    // The lists already show the move; only the answers that name a parent are refetched.
    meta: { invalidates: [collectionKeys.spaceLists()] },
    onMutate: async (variables, { client }) => {
      await Promise.all([
        client.cancelQueries({ queryKey: spacesKey }),
        client.cancelQueries({ queryKey: collectionsKey }),
      ]);
      const spaces = client.getQueryData<Space[]>(spacesKey);
      const collections = client.getQueryData<Collection[]>(collectionsKey);
      if (spaces && collections) {
        const next = applyMoveToLists(collections, spaces, variables.move);
        client.setQueryData(spacesKey, next.spaces);
        client.setQueryData(collectionsKey, next.collections);
      }
      return { spaces, collections };
    },
    onError: (error, variables, before, { client }) => {
      if (before?.spaces) client.setQueryData(spacesKey, before.spaces);
      if (before?.collections) client.setQueryData(collectionsKey, before.collections);
      toastFailure(`“${variables.title}” was not moved`, error);
    },
    onSuccess: (moved, _variables, _before, { client }) => {
      if (moved.object === 'space') client.setQueryData(spaceKeys.detail(moved.id), moved);
      else client.setQueryData(collectionKeys.detail(moved.id), moved);
    },
  });
}

/** Moves a space or a collection last into a collection, or to the top level (`null`). */
export function useMoveToParent(item: ContentRef) {
  return useMutation({
    mutationFn: (parent: string | null) => postMove(item, { parent }),
    meta: { invalidates: [spaceKeys.lists(), collectionKeys.lists(), collectionKeys.spaceLists()] },
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
    meta: {
      invalidates: [
        ...contentLists,
        ...(item.object === 'collection' ? [spaceKeys.details()] : []),
        queryRoots.sites,
      ],
    },
    onSuccess: (moved, _body, _before, { client }) => {
      if (moved.object === 'space') client.setQueryData(spaceKeys.detail(moved.id), moved);
      else client.setQueryData(collectionKeys.detail(moved.id), moved);
    },
  });
}

export function useCreateSpace(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/spaces', {
    params: { path: { organizationId: orgId } },
    meta: { invalidates: [collectionKeys.spaceLists()] },
    onSuccess: (space, _body, _before, { client }) =>
      storeCreated(
        client,
        { detail: spaceKeys.detail(space.id), list: spaceKeys.list({ orgId }) },
        space,
      ),
  });
}

export function useCreateCollection(orgId: string) {
  return useApiMutation('post', '/v1/orgs/{organizationId}/collections', {
    params: { path: { organizationId: orgId } },
    onSuccess: (collection, _body, _before, { client }) => {
      const keys = {
        detail: collectionKeys.detail(collection.id),
        list: collectionKeys.list({ orgId }),
      };
      storeCreated(client, keys, collection);
    },
  });
}

/** Saves space settings; its title is also shown in its collection and in site structures. */
export function useUpdateSpace(spaceId: string) {
  return useApiMutation('patch', '/v1/spaces/{spaceId}', {
    params: { path: { spaceId } },
    meta: { invalidates: [collectionKeys.spaceLists(), queryRoots.sites] },
    onSuccess: (space, _body, _before, { client }) => storeContent(client, space),
  });
}

export function useUpdateCollection(collectionId: string) {
  return useApiMutation('patch', '/v1/collections/{collectionId}', {
    params: { path: { collectionId } },
    onSuccess: (collection, _body, _before, { client }) => storeContent(client, collection),
  });
}
