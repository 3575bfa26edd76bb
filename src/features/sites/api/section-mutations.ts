import { useMutation } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, data, done } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { structureEffects } from './structure-mutations';

type Schemas = components['schemas'];

/**
 * Sections and site spaces one by one (decision 0020): add, change, remove. The backend names
 * and places what they create, so each reloads the structure (and what it shows elsewhere).
 */
export function useSectionActions(orgId: string, siteId: string) {
  const path = { organizationId: orgId, siteId };
  const meta = { invalidates: structureEffects(orgId, siteId) };
  const create = useMutation({
    mutationFn: (body: Schemas['SiteSectionCreate']) =>
      data(
        api().POST('/v1/orgs/{organizationId}/sites/{siteId}/sections', { params: { path }, body }),
      ),
    meta,
  });
  const update = useMutation({
    mutationFn: (variables: { sectionId: string; body: Schemas['SiteSectionUpdate'] }) =>
      data(
        api().PATCH('/v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}', {
          params: { path: { ...path, siteSectionId: variables.sectionId } },
          body: variables.body,
        }),
      ),
    meta,
  });
  const remove = useMutation({
    mutationFn: (sectionId: string) =>
      done(
        api().DELETE('/v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}', {
          params: { path: { ...path, siteSectionId: sectionId } },
        }),
      ),
    meta,
  });
  return { create, update, remove };
}

/** What the site-space dialog changes: the space's title and emoji, the site space's path. */
export interface SiteSpaceChanges {
  spaceId: string;
  siteSpaceId: string;
  space: Schemas['SpaceUpdate'];
  siteSpace: Schemas['SiteSpaceUpdate'];
}

export function useSiteSpaceActions(orgId: string, siteId: string) {
  const path = { organizationId: orgId, siteId };
  const meta = { invalidates: structureEffects(orgId, siteId) };
  const add = useMutation({
    mutationFn: (body: Schemas['SiteSpaceCreate']) =>
      data(
        api().POST('/v1/orgs/{organizationId}/sites/{siteId}/site-spaces', {
          params: { path },
          body,
        }),
      ),
    meta,
  });
  const update = useMutation({
    // A site space shows its space's title and emoji, so those change the space itself.
    mutationFn: async (changes: SiteSpaceChanges) => {
      if (Object.keys(changes.space).length > 0)
        await data(
          api().PATCH('/v1/spaces/{spaceId}', {
            params: { path: { spaceId: changes.spaceId } },
            body: changes.space,
          }),
        );
      if (Object.keys(changes.siteSpace).length > 0)
        await data(
          api().PATCH('/v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}', {
            params: { path: { ...path, siteSpaceId: changes.siteSpaceId } },
            body: changes.siteSpace,
          }),
        );
    },
    // The space's new title shows in the content tree and everywhere else spaces are listed.
    meta: { invalidates: [...structureEffects(orgId, siteId), queryRoots.spaces] },
  });
  const remove = useMutation({
    mutationFn: (siteSpaceId: string) =>
      done(
        api().DELETE('/v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}', {
          params: { path: { ...path, siteSpaceId } },
        }),
      ),
    meta,
  });
  return { add, update, remove };
}
