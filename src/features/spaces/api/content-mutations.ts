import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import type { TreeMove } from '@/components/sortable-tree/tree-model';
import { toast } from '@/components/ui/toast';
import { api, data, done } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { applyMoveToLists, parseTreeId, toContentMove } from '../content-tree-data';
import { collectionKeys, spaceKeys, type Collection, type Space } from './content-queries';

type Schemas = components['schemas'];

/** Puts a changed space into every cached list and its detail. */
function storeSpace(queryClient: QueryClient, space: Space) {
  queryClient.setQueryData(spaceKeys.detail(space.id), space);
  queryClient.setQueryData<Space[]>(spaceKeys.list({ orgId: space.organization }), (list) =>
    list?.map((item) => (item.id === space.id ? space : item)),
  );
}

function storeCollection(queryClient: QueryClient, collection: Collection) {
  queryClient.setQueryData(collectionKeys.detail(collection.id), collection);
  queryClient.setQueryData<Collection[]>(
    collectionKeys.list({ orgId: collection.organization }),
    (list) => list?.map((item) => (item.id === collection.id ? collection : item)),
  );
}

/** After content moved between parents or organizations: every list may have changed. */
async function refreshContentLists(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: spaceKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: spaceKeys.deletedLists() }),
    queryClient.invalidateQueries({ queryKey: collectionKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: collectionKeys.spaceLists() }),
  ]);
}

/**
 * One request per drop, shown at once: the cached lists take the move before the request is
 * sent, and go back to what they were (with a message) if the backend refuses it.
 */
export function useMoveContent(orgId: string) {
  const queryClient = useQueryClient();
  const spacesKey = spaceKeys.list({ orgId });
  const collectionsKey = collectionKeys.list({ orgId });
  return useMutation({
    mutationFn: async (variables: { move: TreeMove; title: string }) => {
      const { kind, id } = parseTreeId(variables.move.id);
      const body = toContentMove(variables.move);
      if (kind === 'space') {
        return data(
          api().POST('/v1/spaces/{spaceId}/move', { params: { path: { spaceId: id } }, body }),
        );
      }
      return data(
        api().POST('/v1/collections/{collectionId}/move', {
          params: { path: { collectionId: id } },
          body,
        }),
      );
    },
    onMutate: async (variables) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: spacesKey }),
        queryClient.cancelQueries({ queryKey: collectionsKey }),
      ]);
      const spaces = queryClient.getQueryData<Space[]>(spacesKey);
      const collections = queryClient.getQueryData<Collection[]>(collectionsKey);
      if (spaces && collections) {
        const next = applyMoveToLists(collections, spaces, variables.move);
        queryClient.setQueryData(spacesKey, next.spaces);
        queryClient.setQueryData(collectionsKey, next.collections);
      }
      return { spaces, collections };
    },
    onError: (error, variables, context) => {
      if (context?.spaces) queryClient.setQueryData(spacesKey, context.spaces);
      if (context?.collections) queryClient.setQueryData(collectionsKey, context.collections);
      toast(`“${variables.title}” was not moved`, {
        description: errorMessage(error),
        tone: 'error',
      });
    },
    onSuccess: async (moved) => {
      // The lists already show the move; only the answers that name a parent are refetched.
      if (moved.object === 'space') queryClient.setQueryData(spaceKeys.detail(moved.id), moved);
      else queryClient.setQueryData(collectionKeys.detail(moved.id), moved);
      await queryClient.invalidateQueries({ queryKey: collectionKeys.spaceLists() });
    },
  });
}

export function useCreateSpace(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SpaceCreate']) =>
      data(
        api().POST('/v1/orgs/{organizationId}/spaces', {
          params: { path: { organizationId: orgId } },
          body,
        }),
      ),
    onSuccess: async (space) => {
      queryClient.setQueryData(spaceKeys.detail(space.id), space);
      queryClient.setQueryData<Space[]>(spaceKeys.list({ orgId }), (list) =>
        list ? [...list, space] : list,
      );
      await queryClient.invalidateQueries({ queryKey: collectionKeys.spaceLists() });
    },
  });
}

export function useCreateCollection(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['CollectionCreate']) =>
      data(
        api().POST('/v1/orgs/{organizationId}/collections', {
          params: { path: { organizationId: orgId } },
          body,
        }),
      ),
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionKeys.detail(collection.id), collection);
      queryClient.setQueryData<Collection[]>(collectionKeys.list({ orgId }), (list) =>
        list ? [...list, collection] : list,
      );
    },
  });
}

export function useUpdateSpace(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SpaceUpdate']) =>
      data(api().PATCH('/v1/spaces/{spaceId}', { params: { path: { spaceId } }, body })),
    onSuccess: async (space) => {
      storeSpace(queryClient, space);
      await queryClient.invalidateQueries({ queryKey: collectionKeys.spaceLists() });
    },
  });
}

export function useUpdateCollection(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['CollectionUpdate']) =>
      data(
        api().PATCH('/v1/collections/{collectionId}', {
          params: { path: { collectionId } },
          body,
        }),
      ),
    onSuccess: (collection) => storeCollection(queryClient, collection),
  });
}

/** Restores a deleted space and refreshes what lists it. Plain, so an Undo outlives its screen. */
export async function restoreSpace(queryClient: QueryClient, spaceId: string): Promise<Space> {
  const space = await data(
    api().POST('/v1/spaces/{spaceId}/restore', { params: { path: { spaceId } } }),
  );
  queryClient.setQueryData(spaceKeys.detail(space.id), space);
  await refreshContentLists(queryClient);
  return space;
}

/** Restores and says so; used by the Undo of a delete and by the Recently deleted view. */
export async function restoreWithToast(
  queryClient: QueryClient,
  space: Pick<Space, 'id' | 'title'>,
) {
  try {
    await restoreSpace(queryClient, space.id);
    toast(`“${space.title}” was restored`);
  } catch (error) {
    toast(`“${space.title}” could not be restored`, {
      description: errorMessage(error),
      tone: 'error',
    });
  }
}

export function useRestoreSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: string) => restoreSpace(queryClient, spaceId),
  });
}

/**
 * Deletes a space: it leaves the lists at once and a toast offers Undo (restore), since it stays
 * restorable for 7 days.
 */
export function useDeleteSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (space: Pick<Space, 'id' | 'title' | 'organization'>) =>
      done(api().DELETE('/v1/spaces/{spaceId}', { params: { path: { spaceId: space.id } } })),
    onSuccess: async (_, space) => {
      queryClient.setQueryData<Space[]>(spaceKeys.list({ orgId: space.organization }), (list) =>
        list?.filter((item) => item.id !== space.id),
      );
      queryClient.removeQueries({ queryKey: spaceKeys.detail(space.id), exact: true });
      toast(`“${space.title}” was deleted`, {
        description: 'It can be restored for 7 days from Recently deleted.',
        action: {
          label: 'Undo',
          altText: `Restore ${space.title} from Recently deleted`,
          onAction: () => void restoreWithToast(queryClient, space),
        },
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: spaceKeys.deletedLists() }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.spaceLists() }),
      ]);
    },
    onError: (error, space) =>
      toast(`“${space.title}” was not deleted`, {
        description: errorMessage(error),
        tone: 'error',
      }),
  });
}

/**
 * Deletes a collection with everything in it, and says so; its spaces become restorable for 7
 * days. The messages belong to the mutation, so they outlive the dialog that asked.
 */
export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collection: Pick<Collection, 'id' | 'title' | 'organization'>) =>
      done(
        api().DELETE('/v1/collections/{collectionId}', {
          params: { path: { collectionId: collection.id } },
        }),
      ),
    onSuccess: async (_, collection) => {
      queryClient.removeQueries({ queryKey: collectionKeys.detail(collection.id), exact: true });
      await refreshContentLists(queryClient);
      toast(`“${collection.title}” was deleted`, {
        description: 'Its spaces can be restored for 7 days from Recently deleted.',
      });
    },
    onError: (error, collection) =>
      toast(`“${collection.title}” was not deleted`, {
        description: errorMessage(error),
        tone: 'error',
      }),
  });
}

/** Duplicates a space, and says so. */
export function useDuplicateSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: string) =>
      data(api().POST('/v1/spaces/{spaceId}/duplicate', { params: { path: { spaceId } } })),
    onSuccess: async (copy) => {
      queryClient.setQueryData(spaceKeys.detail(copy.id), copy);
      // The copy goes right after the original, which renumbers the siblings after it.
      await refreshContentLists(queryClient);
      toast(`“${copy.title}” created next to the original`);
    },
    onError: (error) =>
      toast('The space was not duplicated', { description: errorMessage(error), tone: 'error' }),
  });
}

/** A space or a collection: its `object` says which. */
export type ContentRef = Pick<Space | Collection, 'object' | 'id'>;

/** Moves a space or a collection last into a collection, or to the top level (`null`). */
export function useMoveToParent(item: ContentRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (parent: string | null): Promise<Space | Collection> => {
      const body = { parent };
      if (item.object === 'space') {
        return data(
          api().POST('/v1/spaces/{spaceId}/move', { params: { path: { spaceId: item.id } }, body }),
        );
      }
      return data(
        api().POST('/v1/collections/{collectionId}/move', {
          params: { path: { collectionId: item.id } },
          body,
        }),
      );
    },
    onSuccess: async (moved) => {
      if (moved.object === 'space') {
        queryClient.setQueryData(spaceKeys.detail(moved.id), moved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: spaceKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: collectionKeys.spaceLists() }),
        ]);
      } else {
        queryClient.setQueryData(collectionKeys.detail(moved.id), moved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: collectionKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: spaceKeys.lists() }),
        ]);
      }
    },
  });
}

export type TransferTarget = Schemas['ContentTransfer'];

/** Transfers a space or a collection to another organization. */
export function useTransferContent(item: ContentRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TransferTarget): Promise<Space | Collection> => {
      if (item.object === 'space') {
        return data(
          api().POST('/v1/spaces/{spaceId}/transfer', {
            params: { path: { spaceId: item.id } },
            body,
          }),
        );
      }
      return data(
        api().POST('/v1/collections/{collectionId}/transfer', {
          params: { path: { collectionId: item.id } },
          body,
        }),
      );
    },
    onSuccess: async (moved) => {
      if (moved.object === 'space') {
        queryClient.setQueryData(spaceKeys.detail(moved.id), moved);
        await refreshContentLists(queryClient);
        return;
      }
      queryClient.setQueryData(collectionKeys.detail(moved.id), moved);
      // Spaces inside moved along, so their details name the new organization.
      await Promise.all([
        refreshContentLists(queryClient),
        queryClient.invalidateQueries({ queryKey: spaceKeys.details() }),
      ]);
    },
  });
}
