import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { changeToast, toastFailure } from '@/components/ui/outcome-toast';
import { toast } from '@/components/ui/toast';
import { callApi } from '@/lib/api-call';
import { mutateDetached } from '@/lib/detached-mutation';
import { queryRoots } from '@/lib/query-keys';
import { contentLists } from './content-mutations';
import { collectionKeys, spaceKeys, type Collection, type Space } from './content-queries';

/*
 * Deleting, restoring and duplicating. Their messages belong to the mutations, so they outlive
 * the dialog or the page that asked; each declares what it makes stale (`meta.invalidates`).
 */

/** Restores a deleted space, and says so: from Recently deleted, and as the Undo of a delete. */
export const restoreSpaceMutation = mutationOptions({
  mutationFn: (space: Pick<Space, 'id' | 'title'>) =>
    callApi('post', '/v1/spaces/{spaceId}/restore', { params: { path: { spaceId: space.id } } }),
  meta: { invalidates: [...contentLists, queryRoots.sites] },
  onSuccess: (space, _variables, _before, { client }) => {
    client.setQueryData(spaceKeys.detail(space.id), space);
    toast(`“${space.title}” was restored`);
  },
  onError: (error, space) => toastFailure(`“${space.title}” could not be restored`, error),
});

export function useRestoreSpace() {
  return useMutation(restoreSpaceMutation);
}

/** Runs the restore outside any component: the toast that offers Undo outlives its screen. */
function restoreLater(client: QueryClient, space: Pick<Space, 'id' | 'title'>) {
  mutateDetached(client, restoreSpaceMutation, space);
}

/**
 * Deletes a space: it leaves the lists at once and a toast offers Undo (restore), since it stays
 * restorable for 7 days.
 */
export function useDeleteSpace() {
  return useMutation({
    mutationFn: (space: Pick<Space, 'id' | 'title' | 'organization'>) =>
      callApi('delete', '/v1/spaces/{spaceId}', { params: { path: { spaceId: space.id } } }),
    meta: {
      invalidates: [spaceKeys.deletedLists(), collectionKeys.spaceLists(), queryRoots.sites],
    },
    onSuccess: (_, space, _before, { client }) => {
      client.setQueryData<Space[]>(spaceKeys.list({ orgId: space.organization }), (list) =>
        list?.filter((item) => item.id !== space.id),
      );
      client.removeQueries({ queryKey: spaceKeys.detail(space.id), exact: true });
      changeToast(`“${space.title}” was deleted`, {
        description: 'It can be restored for 7 days from Recently deleted.',
        undo: {
          altText: `Restore ${space.title} from Recently deleted`,
          run: () => restoreLater(client, space),
        },
      });
    },
    onError: (error, space) => toastFailure(`“${space.title}” was not deleted`, error),
  });
}

/**
 * Deletes a collection with everything in it, and says so; its spaces become restorable for 7
 * days.
 */
export function useDeleteCollection() {
  return useMutation({
    mutationFn: (collection: Pick<Collection, 'id' | 'title' | 'organization'>) =>
      callApi('delete', '/v1/collections/{collectionId}', {
        params: { path: { collectionId: collection.id } },
      }),
    meta: { invalidates: [...contentLists, queryRoots.sites] },
    onSuccess: (_, collection, _before, { client }) => {
      client.removeQueries({ queryKey: collectionKeys.detail(collection.id), exact: true });
      toast(`“${collection.title}” was deleted`, {
        description: 'Its spaces can be restored for 7 days from Recently deleted.',
      });
    },
    onError: (error, collection) => toastFailure(`“${collection.title}” was not deleted`, error),
  });
}

/** Duplicates a space, and says so. The copy goes right after the original. */
export function useDuplicateSpace() {
  return useMutation({
    mutationFn: (spaceId: string) =>
      callApi('post', '/v1/spaces/{spaceId}/duplicate', { params: { path: { spaceId } } }),
    // The copy renumbers the siblings after the original: every list may have changed.
    meta: { invalidates: contentLists },
    onSuccess: (copy, _spaceId, _before, { client }) => {
      client.setQueryData(spaceKeys.detail(copy.id), copy);
      toast(`“${copy.title}” created next to the original`);
    },
    onError: (error) => toastFailure('The space was not duplicated', error),
  });
}
