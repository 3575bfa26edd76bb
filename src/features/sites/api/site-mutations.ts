import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import type { TreeMove } from '@/components/sortable-tree/tree-model';
import { toast } from '@/components/ui/toast';
import { api, data, done } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { applyMoveToStructure, type StructureRequest } from '../structure-tree';
import { siteKeys, type SiteStructure } from './site-queries';

type Schemas = components['schemas'];

/*
 * A changed site's answer goes into its detail; every filtered list may now include or drop it,
 * so each mutation declares the lists stale (`meta.invalidates`, lib/query-client.ts).
 */

export function useCreateSite(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SiteCreate']) =>
      data(
        api().POST('/v1/orgs/{organizationId}/sites', {
          params: { path: { organizationId: orgId } },
          body,
        }),
      ),
    meta: { invalidates: [siteKeys.lists()] },
    onSuccess: (site) => queryClient.setQueryData(siteKeys.detail(orgId, site.id), site),
  });
}

export function useUpdateSite(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SiteUpdate']) =>
      data(
        api().PATCH('/v1/orgs/{organizationId}/sites/{siteId}', {
          params: { path: { organizationId: orgId, siteId } },
          body,
        }),
      ),
    meta: {
      // Defaults and published URLs show in the structure, and visitors get the new settings.
      invalidates: [
        siteKeys.lists(),
        siteKeys.structure(orgId, siteId),
        siteKeys.sitePreviews(orgId, siteId),
      ],
    },
    onSuccess: (site) => queryClient.setQueryData(siteKeys.detail(orgId, siteId), site),
  });
}

export function useSetPublished(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) =>
      data(
        published
          ? api().POST('/v1/orgs/{organizationId}/sites/{siteId}/publish', {
              params: { path: { organizationId: orgId, siteId } },
            })
          : api().POST('/v1/orgs/{organizationId}/sites/{siteId}/unpublish', {
              params: { path: { organizationId: orgId, siteId } },
            }),
      ),
    meta: { invalidates: [siteKeys.lists(), siteKeys.sitePreviews(orgId, siteId)] },
    onSuccess: (site) => queryClient.setQueryData(siteKeys.detail(orgId, siteId), site),
  });
}

export function useDeleteSite(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      done(
        api().DELETE('/v1/orgs/{organizationId}/sites/{siteId}', {
          params: { path: { organizationId: orgId, siteId } },
        }),
      ),
    meta: { invalidates: [siteKeys.lists()] },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: siteKeys.detail(orgId, siteId) });
      queryClient.removeQueries({ queryKey: siteKeys.structure(orgId, siteId) });
    },
  });
}

/**
 * One request per drop or menu move, shown at once: a sort is applied to the cached structure
 * before the request and rolled back with a message if the backend refuses it. A section that
 * changes group is placed by the backend (at the end), so the structure is stale after it.
 */
export function useMoveStructureItem(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  const key = siteKeys.structure(orgId, siteId);
  const path = { organizationId: orgId, siteId };
  return useMutation({
    mutationFn: async (variables: { move: TreeMove; request: StructureRequest; title: string }) => {
      const { request } = variables;
      switch (request.type) {
        case 'sort':
          await data(
            api().PATCH('/v1/orgs/{organizationId}/sites/{siteId}/structure/sort', {
              params: { path },
              body: { item: request.item, position: request.position },
            }),
          );
          return;
        case 'add-to-group':
          await data(
            api().POST(
              '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections',
              {
                params: { path: { ...path, siteSectionGroupId: request.groupId } },
                body: { sectionId: request.sectionId },
              },
            ),
          );
          return;
        case 'remove-from-group':
          await done(
            api().DELETE(
              '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections/{siteSectionId}',
              {
                params: {
                  path: {
                    ...path,
                    siteSectionGroupId: request.groupId,
                    siteSectionId: request.sectionId,
                  },
                },
              },
            ),
          );
          return;
        case 'none':
          return;
      }
    },
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
      invalidates: ({ variables }) => {
        const { request } = variables as { request: StructureRequest };
        return request.type === 'add-to-group' || request.type === 'remove-from-group' ? [key] : [];
      },
    },
  });
}

/** Section group create, rename and delete: the structure is stale after each. */
export function useSectionGroupActions(orgId: string, siteId: string) {
  const path = { organizationId: orgId, siteId };
  const meta = { invalidates: [siteKeys.structure(orgId, siteId)] };
  const create = useMutation({
    mutationFn: (body: Schemas['SiteSectionGroupCreate']) =>
      data(
        api().POST('/v1/orgs/{organizationId}/sites/{siteId}/section-groups', {
          params: { path },
          body,
        }),
      ),
    meta,
  });
  const update = useMutation({
    mutationFn: (variables: { groupId: string; body: Schemas['SiteSectionGroupUpdate'] }) =>
      data(
        api().PATCH(
          '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}',
          {
            params: { path: { ...path, siteSectionGroupId: variables.groupId } },
            body: variables.body,
          },
        ),
      ),
    meta,
  });
  const remove = useMutation({
    mutationFn: (groupId: string) =>
      done(
        api().DELETE(
          '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}',
          {
            params: { path: { ...path, siteSectionGroupId: groupId } },
          },
        ),
      ),
    meta,
  });
  return { create, update, remove };
}

export function useSaveAdaptiveSchema(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jsonSchema: Record<string, unknown>) =>
      data(
        api().PUT('/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema', {
          params: { path: { organizationId: orgId, siteId } },
          body: { jsonSchema },
        }),
      ),
    meta: { invalidates: [siteKeys.conditions(orgId, siteId)] },
    onSuccess: (schema) => queryClient.setQueryData(siteKeys.schema(orgId, siteId), schema),
  });
}
