import { useMutation } from '@tanstack/react-query';
import type { SiteSectionUpdate, SiteSpaceUpdate, SpaceUpdate } from '@/api/schema.gen';
import { callApi } from '@/lib/api-call';
import { useApiMutation } from '@/lib/api-mutation';
import { cacheEffectKeys } from '@/lib/cache-effects';

/**
 * Sections and site spaces one by one (decision 0020): add and change (removals, with their
 * Undo, are in structure-removals.ts). The backend names and places what they create, so each
 * reloads the structure (and what it shows elsewhere): their operations' declared effects.
 */
export function useSectionActions(orgId: string, siteId: string) {
  const path = { organizationId: orgId, siteId };
  const sectionPath = '/v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}';
  const create = useApiMutation('post', '/v1/orgs/{organizationId}/sites/{siteId}/sections', {
    params: { path },
  });
  const update = useApiMutation('patch', sectionPath, {
    request: ({ sectionId, body }: { sectionId: string; body: SiteSectionUpdate }) => ({
      params: { path: { ...path, siteSectionId: sectionId } },
      body,
    }),
  });
  return { create, update };
}

/** What the site-space dialog changes: the space's title and emoji, the site space's path. */
export interface SiteSpaceChanges {
  spaceId: string;
  siteSpaceId: string;
  space: SpaceUpdate;
  siteSpace: SiteSpaceUpdate;
}

export function useSiteSpaceActions(orgId: string, siteId: string) {
  const path = { organizationId: orgId, siteId };
  const siteSpacePath = '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}';
  const add = useApiMutation('post', '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces', {
    params: { path },
  });
  const update = useMutation({
    // A site space shows its space's title and emoji, so those change the space itself.
    mutationFn: async (changes: SiteSpaceChanges) => {
      if (Object.keys(changes.space).length > 0)
        await callApi('patch', '/v1/spaces/{spaceId}', {
          params: { path: { spaceId: changes.spaceId } },
          body: changes.space,
        });
      if (Object.keys(changes.siteSpace).length > 0)
        await callApi('patch', siteSpacePath, {
          params: { path: { ...path, siteSpaceId: changes.siteSpaceId } },
          body: changes.siteSpace,
        });
    },
    // The space's new title shows in the content tree and everywhere else spaces are listed.
    meta: {
      invalidates: ({ variables }) => {
        const { spaceId, siteSpaceId } = variables as SiteSpaceChanges;
        return [
          ...cacheEffectKeys('patch', '/v1/spaces/{spaceId}', { spaceId }),
          ...cacheEffectKeys('patch', siteSpacePath, { ...path, siteSpaceId }),
        ];
      },
    },
  });
  return { add, update };
}
