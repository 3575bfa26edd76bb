import { useMutation, type QueryClient } from '@tanstack/react-query';
import { changeToast, toastFailure } from '@/components/ui/outcome-toast';
import { toast } from '@/components/ui/toast';
import { callApi } from '@/lib/api-call';
import { mutateDetached } from '@/lib/detached-mutation';
import type { StructureKind, StructureNode } from '../structure-tree';
import type { SiteSection, SiteSpace, SiteStructure } from './site-queries';
import { deleteSiteSpace, type SitePath } from './site-space-move';
import {
  placeOf,
  restoreGroup,
  restoreSection,
  restoreSiteSpace,
  type StructurePlace,
} from './structure-restore';
import { structureEffects } from './structure-mutations';

/*
 * Removing a site space, a section or a group. Their messages belong to the mutations, not to
 * the dialog that asked (it is closed by then): success says so with an Undo that puts the item
 * back (structure-restore.ts), failure says why and the row stays.
 */

const sitePath = '/v1/orgs/{organizationId}/sites/{siteId}';

/** One removal: what it deletes, how it is said, and how it is undone. */
interface Removal<T> {
  remove: (path: SitePath, item: T) => Promise<void>;
  done: (item: T) => string;
  failed: (item: T) => string;
  /** The Undo: its button's alternative, the restore, and what it says once done. */
  undo: {
    altText: (item: T) => string;
    restore: (path: SitePath, item: T, place: StructurePlace) => Promise<void>;
    done: (item: T) => string;
    failed: (item: T) => string;
  };
}

/** Runs the Undo outside any component, with its own outcome message. */
function undoLater<T>(
  client: QueryClient,
  path: SitePath,
  removal: Removal<T>,
  item: T,
  place: StructurePlace,
) {
  mutateDetached(
    client,
    {
      mutationFn: () => removal.undo.restore(path, item, place),
      // A half-done restore is shown as it is: the structure reloads either way.
      meta: {
        invalidates: structureEffects(path.organizationId, path.siteId),
        invalidateOnError: true,
      },
      onSuccess: () => toast(removal.undo.done(item)),
      onError: (error) => toastFailure(removal.undo.failed(item), error),
    },
    undefined,
  );
}

function useRemoval<T extends { id: string }>(
  orgId: string,
  siteId: string,
  removal: Removal<T>,
  kind: StructureKind,
) {
  const path = { organizationId: orgId, siteId };
  return useMutation({
    mutationFn: ({ item }: { item: T; structure: SiteStructure }) => removal.remove(path, item),
    meta: { invalidates: structureEffects(orgId, siteId) },
    onSuccess: (_, { item, structure }, _before, { client }) => {
      const place = placeOf(structure, kind, item.id);
      changeToast(removal.done(item), {
        undo: {
          altText: removal.undo.altText(item),
          run: () => undoLater(client, path, removal, item, place),
        },
      });
    },
    onError: (error, { item }) => toastFailure(removal.failed(item), error),
  });
}

const siteSpaceRemoval: Removal<SiteSpace & { sectionTitle: string }> = {
  remove: (path, siteSpace) => deleteSiteSpace(path, siteSpace.id),
  done: (siteSpace) => `Removed “${siteSpace.title}” from the site`,
  failed: (siteSpace) => `“${siteSpace.title}” was not removed from the site`,
  undo: {
    altText: (siteSpace) => `Add ${siteSpace.title} to ${siteSpace.sectionTitle} again`,
    restore: restoreSiteSpace,
    done: (siteSpace) => `“${siteSpace.title}” is back in ${siteSpace.sectionTitle}`,
    failed: (siteSpace) => `“${siteSpace.title}” was not fully put back`,
  },
};

const sectionRemoval: Removal<SiteSection> = {
  remove: (path, section) =>
    callApi('delete', `${sitePath}/sections/{siteSectionId}`, {
      params: { path: { ...path, siteSectionId: section.id } },
    }),
  done: (section) => `Removed the section “${section.title}”`,
  failed: (section) => `The section “${section.title}” was not removed`,
  undo: {
    altText: (section) => `Add the section ${section.title} again with Add section`,
    restore: restoreSection,
    done: (section) => `The section “${section.title}” is back`,
    failed: (section) => `The section “${section.title}” was not fully put back`,
  },
};

const groupRemoval: Removal<StructureNode> = {
  remove: (path, group) =>
    callApi('delete', `${sitePath}/section-groups/{siteSectionGroupId}`, {
      params: { path: { ...path, siteSectionGroupId: group.id } },
    }),
  done: (group) => `Deleted the group “${group.title}”`,
  failed: (group) => `The group “${group.title}” was not deleted`,
  undo: {
    altText: (group) => `Create the group ${group.title} again with New group`,
    restore: (path, group, place) =>
      restoreGroup(
        path,
        {
          title: group.title,
          ...(group.icon ? { icon: group.icon } : {}),
          sectionIds:
            group.source.object === 'site-section-group'
              ? group.source.sections.map((section) => section.id)
              : [],
        },
        place,
      ),
    done: (group) => `The group “${group.title}” is back`,
    failed: (group) => `The group “${group.title}” was not fully put back`,
  },
};

export const useRemoveSiteSpace = (orgId: string, siteId: string) =>
  useRemoval(orgId, siteId, siteSpaceRemoval, 'site-space');

export const useRemoveSection = (orgId: string, siteId: string) =>
  useRemoval(orgId, siteId, sectionRemoval, 'site-section');

export const useDeleteGroup = (orgId: string, siteId: string) =>
  useRemoval(orgId, siteId, groupRemoval, 'site-section-group');
