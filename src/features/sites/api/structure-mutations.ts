import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SiteSectionGroupUpdate } from '@/api/schema.gen';
import type { TreeMove } from '@/components/sortable-tree/tree-model';
import { toastFailure } from '@/components/ui/outcome-toast';
import { toast } from '@/components/ui/toast';
import { callApi } from '@/lib/api-call';
import { useApiMutation } from '@/lib/api-mutation';
import { readScope } from '@/lib/api-queries';
import { cacheEffectKeys } from '@/lib/cache-effects';
import { mutateDetached } from '@/lib/detached-mutation';
import { applyMoveToStructure, treeId, type StructureRequest } from '../structure-tree';
import { siteQueries, type SiteStructure } from './site-queries';
import {
  deleteSiteSpace,
  moveSiteSpaceAcross,
  SiteSpaceInTwoSections,
  type SitePath,
} from './site-space-move';

/*
 * Changes of a site's structure. What each operation makes stale is its entry in
 * src/api/cache-effects.ts: the structure, what visitors get (the preview) and the site itself
 * (its count of site spaces). A sort is shown at once and needs no reload; anything the backend
 * places or names itself reloads.
 */

/** The operations a move, a removal or its Undo of the structure may be made of. */
const structureOperations = [
  ['post', '/v1/orgs/{organizationId}/sites/{siteId}/sections'],
  ['post', '/v1/orgs/{organizationId}/sites/{siteId}/section-groups'],
  ['patch', '/v1/orgs/{organizationId}/sites/{siteId}/structure/sort'],
  ['post', '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections'],
  [
    'delete',
    '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections/{siteSectionId}',
  ],
  ['post', '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces'],
  ['delete', '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}'],
  ['delete', '/v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}'],
  ['delete', '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}'],
] as const;

/**
 * What a change of the structure made of several requests makes stale: the declared effects of
 * the operations it may call, for this site.
 */
export function structureEffects(orgId: string, siteId: string) {
  const site = { organizationId: orgId, siteId };
  const keys = structureOperations.flatMap(([method, path]) => cacheEffectKeys(method, path, site));
  return [...new Map(keys.map((key) => [JSON.stringify(key), key])).values()];
}

/** The request or requests of one move; resolves with the moved row's tree id when it changed. */
async function sendMove(path: SitePath, request: StructureRequest): Promise<string | undefined> {
  const groupPath = '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}';
  switch (request.type) {
    case 'sort':
      await callApi('patch', '/v1/orgs/{organizationId}/sites/{siteId}/structure/sort', {
        params: { path },
        body: { item: request.item, position: request.position },
      });
      return undefined;
    case 'add-to-group':
      await callApi('post', `${groupPath}/sections`, {
        params: { path: { ...path, siteSectionGroupId: request.groupId } },
        body: { sectionId: request.sectionId },
      });
      return undefined;
    case 'remove-from-group':
      await callApi('delete', `${groupPath}/sections/{siteSectionId}`, {
        params: {
          path: { ...path, siteSectionGroupId: request.groupId, siteSectionId: request.sectionId },
        },
      });
      return undefined;
    case 'move-site-space':
      return treeId('site-space', await moveSiteSpaceAcross(path, request.move));
    case 'none':
      return undefined;
  }
}

/**
 * One drop or menu move, shown at once: the move is applied to the cached structure before
 * the request and rolled back with a message if the backend refuses it. Moves the backend
 * places or names itself (a section into a group, a site space into another section) reload
 * the structure afterwards; a failed one reloads it too, so the screen shows what is there.
 */
export function useMoveStructureItem(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  const key = siteQueries.structure(orgId, siteId).queryKey;
  const path = { organizationId: orgId, siteId };
  return useMutation({
    mutationFn: (variables: { move: TreeMove; request: StructureRequest; title: string }) =>
      sendMove(path, variables.request),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SiteStructure>(key);
      if (previous) queryClient.setQueryData(key, applyMoveToStructure(previous, variables.move));
      return { previous };
    },
    onError: (error, variables, context) => {
      // Half done: the reload (invalidateOnError) shows it in both places, as it is.
      if (error instanceof SiteSpaceInTwoSections) return offerToFinish(queryClient, path, error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toastFailure(`“${variables.title}” was not moved`, error);
    },
    meta: {
      invalidateOnError: true,
      invalidates: ({ variables }) => {
        const { request } = variables as { request: StructureRequest };
        const placedByBackend = request.type !== 'sort' && request.type !== 'none';
        return placedByBackend
          ? structureEffects(orgId, siteId)
          : [readScope('/v1/orgs/{organizationId}/sites/{siteId}/published', path)];
      },
    },
  });
}

/**
 * Says exactly what a half-done move left, with one click to finish it: removing the old site
 * space, which the person asked for anyway. (Undoing it is "Remove from site" on the new one.)
 */
function offerToFinish(client: QueryClient, path: SitePath, left: SiteSpaceInTwoSections) {
  const { title, fromTitle, toTitle, siteSpaceId } = left.move;
  toast(`“${title}” is now in both ${fromTitle} and ${toTitle}`, {
    description: `The move could not be finished: ${left.reason}`,
    tone: 'error',
    action: {
      label: 'Finish the move',
      altText: `Remove ${title} from ${fromTitle} with its row's Remove from site`,
      onAction: () =>
        mutateDetached(
          client,
          {
            mutationFn: () => deleteSiteSpace(path, siteSpaceId),
            meta: { invalidates: structureEffects(path.organizationId, path.siteId) },
            onSuccess: () => toast(`“${title}” is now only in ${toTitle}`),
            onError: (error) => toastFailure(`“${title}” is still in ${fromTitle}`, error),
          },
          undefined,
        ),
    },
  });
}

/** Section group create and rename (delete: structure-removals.ts); the structure is stale after each. */
export function useSectionGroupActions(orgId: string, siteId: string) {
  const path = { organizationId: orgId, siteId };
  const groupPath = '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}';
  const create = useApiMutation('post', '/v1/orgs/{organizationId}/sites/{siteId}/section-groups', {
    params: { path },
  });
  const update = useApiMutation('patch', groupPath, {
    request: ({ groupId, body }: { groupId: string; body: SiteSectionGroupUpdate }) => ({
      params: { path: { ...path, siteSectionGroupId: groupId } },
      body,
    }),
  });
  return { create, update };
}
