import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSectionGroupUpdate } from '@/api/schema.gen';
import type { TreeMove } from '@/components/sortable-tree/tree-model';
import { toast } from '@/components/ui/toast';
import { callApi } from '@/lib/api-call';
import { errorMessage } from '@/lib/api-error';
import { useApiMutation } from '@/lib/api-mutation';
import {
  applyMoveToStructure,
  treeId,
  type SiteSpaceMove,
  type StructureRequest,
} from '../structure-tree';
import { siteKeys, type SiteStructure } from './site-queries';

/*
 * Changes of a site's structure. Each declares what it makes stale: the structure, what
 * visitors get (the preview) and the site itself (its count of site spaces). A sort is shown
 * at once and needs no reload; anything the backend places or names itself reloads.
 */

type Path = { organizationId: string; siteId: string };
const siteSpacePath = '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}';

/** What any change of the structure makes stale. */
export function structureEffects(orgId: string, siteId: string) {
  return [
    siteKeys.structure(orgId, siteId),
    siteKeys.sitePreviews(orgId, siteId),
    siteKeys.detail(orgId, siteId),
    siteKeys.lists(),
  ];
}

/**
 * A site space into another section, as one action (decision 0020): add it there, carry its
 * path and condition, place it, and only then remove the old one. If a step fails, the added
 * site space is removed again, so the site is as it was, and the first failure is thrown.
 * Resolves with the new site space's id.
 */
async function moveSiteSpaceAcross(path: Path, move: SiteSpaceMove): Promise<string> {
  const added = await callApi('post', '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces', {
    params: { path },
    body: { spaceId: move.spaceId, sectionId: move.toSectionId },
  });
  const at = { params: { path: { ...path, siteSpaceId: added.id } } };
  try {
    // Carry over what the new site space does not have yet (a PATCH needs at least one field).
    const carried = {
      ...(move.path !== undefined && move.path !== added.path ? { path: move.path } : {}),
      ...(move.condition !== undefined ? { condition: move.condition } : {}),
    };
    if (Object.keys(carried).length > 0)
      await callApi('patch', siteSpacePath, { ...at, body: carried });
    if (move.position) {
      const [side, sibling] =
        'before' in move.position
          ? (['before', move.position.before] as const)
          : (['after', move.position.after] as const);
      await callApi('post', `${siteSpacePath}/move`, {
        ...at,
        body: { position: { [side]: { type: 'site-space', siteSpace: sibling } } },
      });
    }
    await callApi('delete', siteSpacePath, {
      params: { path: { ...path, siteSpaceId: move.siteSpaceId } },
    });
  } catch (error) {
    // Undo the add; if even that fails, the reload after the failure shows what is there.
    await callApi('delete', siteSpacePath, at).catch(() => undefined);
    throw error;
  }
  return added.id;
}

/** The request or requests of one move; resolves with the moved row's tree id when it changed. */
async function sendMove(path: Path, request: StructureRequest): Promise<string | undefined> {
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
  const key = siteKeys.structure(orgId, siteId);
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
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast(`“${variables.title}” was not moved`, {
        description: errorMessage(error),
        tone: 'error',
      });
    },
    meta: {
      invalidateOnError: true,
      invalidates: ({ variables }) => {
        const { request } = variables as { request: StructureRequest };
        const placedByBackend = request.type !== 'sort' && request.type !== 'none';
        return placedByBackend
          ? structureEffects(orgId, siteId)
          : [siteKeys.sitePreviews(orgId, siteId)];
      },
    },
  });
}

/** Section group create, rename and delete: the structure is stale after each. */
export function useSectionGroupActions(orgId: string, siteId: string) {
  const path = { organizationId: orgId, siteId };
  const meta = { invalidates: structureEffects(orgId, siteId) };
  const groupPath = '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}';
  const create = useApiMutation('post', '/v1/orgs/{organizationId}/sites/{siteId}/section-groups', {
    params: { path },
    meta,
  });
  const update = useApiMutation('patch', groupPath, {
    request: ({ groupId, body }: { groupId: string; body: SiteSectionGroupUpdate }) => ({
      params: { path: { ...path, siteSectionGroupId: groupId } },
      body,
    }),
    meta,
  });
  const remove = useApiMutation('delete', groupPath, {
    request: (groupId: string) => ({ params: { path: { ...path, siteSectionGroupId: groupId } } }),
    meta,
  });
  return { create, update, remove };
}
