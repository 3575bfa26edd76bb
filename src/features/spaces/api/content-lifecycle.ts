import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { changeToast, toastFailure } from '@/components/ui/outcome-toast';
import { toast } from '@/components/ui/toast';
import { callApi } from '@/lib/api-call';
import { mutateDetached } from '@/lib/detached-mutation';
import { cacheEffectKeys } from '@/lib/cache-effects';
import { contentQueries, spacesKey, type Collection, type Space } from './content-queries';

/*
 * Deleting, restoring and duplicating. Their messages belong to the mutations, so they outlive
 * the dialog or the page that asked; each names its operation's declared effects
 * (src/api/cache-effects.ts).
 */

/**
 * A read of the deleted item itself (`{spaceId}`, `{collectionId}` in its path), which it no
 * longer answers: not asked again while its page is being left.
 */
function readsOwn(param: string) {
  return (key: readonly unknown[]) => !String(key[0]).includes(`{${param}}`);
}

/** Restores a deleted space, and says so: from Recently deleted, and as the Undo of a delete. */
export const restoreSpaceMutation = mutationOptions({
  mutationFn: (space: Pick<Space, 'id' | 'title'>) =>
    callApi('post', '/v1/spaces/{spaceId}/restore', { params: { path: { spaceId: space.id } } }),
  meta: {
    invalidates: ({ variables }) =>
      cacheEffectKeys('post', '/v1/spaces/{spaceId}/restore', {
        spaceId: (variables as Pick<Space, 'id'>).id,
      }),
  },
  onSuccess: (space, _variables, _before, { client }) => {
    client.setQueryData(contentQueries.space(space.id).queryKey, space);
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
      invalidates: ({ variables }) =>
        cacheEffectKeys('delete', '/v1/spaces/{spaceId}', {
          spaceId: (variables as Pick<Space, 'id'>).id,
        }).filter(readsOwn('spaceId')),
    },
    onSuccess: (_, space, _before, { client }) => {
      client.setQueryData<Space[]>(spacesKey(space.organization), (list) =>
        list?.filter((item) => item.id !== space.id),
      );
      client.removeQueries({ queryKey: contentQueries.space(space.id).queryKey, exact: true });
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
    meta: {
      invalidates: ({ variables }) =>
        cacheEffectKeys('delete', '/v1/collections/{collectionId}', {
          collectionId: (variables as Pick<Collection, 'id'>).id,
        }).filter(readsOwn('collectionId')),
    },
    onSuccess: (_, collection, _before, { client }) => {
      client.removeQueries({
        queryKey: contentQueries.collection(collection.id).queryKey,
        exact: true,
      });
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
    meta: {
      invalidates: ({ variables }) =>
        cacheEffectKeys('post', '/v1/spaces/{spaceId}/duplicate', { spaceId: variables as string }),
    },
    onSuccess: (copy, _spaceId, _before, { client }) => {
      client.setQueryData(contentQueries.space(copy.id).queryKey, copy);
      toast(`“${copy.title}” created next to the original`);
    },
    onError: (error) => toastFailure('The space was not duplicated', error),
  });
}
