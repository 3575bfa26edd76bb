import type { SiteStructureRef } from '@/api/schema.gen';
import { findInTree } from '@/components/sortable-tree/tree-model';
import { callApi } from '@/lib/api-call';
import { parseTreeId, toTreeItems, treeId, type StructureKind } from '../structure-tree';
import type { SiteSection, SiteSpace, SiteStructure } from './site-queries';
import type { SitePath } from './site-space-move';

/*
 * The Undo of a removal from the structure: the item is added again with what the platform's
 * calls can set (title, icon, path, condition, default, its sections or site spaces) and put
 * back before the item that followed it. What no call sets (a site space's own customization)
 * does not come back, and the ids are new.
 */

const sitePath = '/v1/orgs/{organizationId}/sites/{siteId}';

/** Where an item was: the item after it among its siblings (none when it was last), its parent. */
export interface StructurePlace {
  next?: SiteStructureRef;
  /** The group a section or group was in. */
  groupId?: string;
}

/** The place of an item in the structure, taken before it is removed. */
export function placeOf(structure: SiteStructure, kind: StructureKind, id: string): StructurePlace {
  const items = toTreeItems(structure.structure);
  const found = findInTree(items, treeId(kind, id));
  if (!found) return {};
  const siblings = found.parentId
    ? (findInTree(items, found.parentId)?.item.children ?? [])
    : items;
  const next = siblings[siblings.findIndex((item) => item.id === found.item.id) + 1];
  const parent = found.parentId ? parseTreeId(found.parentId) : undefined;
  return {
    ...(next ? { next: { type: next.data.kind, id: next.data.id } } : {}),
    ...(parent?.kind === 'site-section-group' ? { groupId: parent.id } : {}),
  };
}

/** Puts a re-added item before the one that followed it (it was added last of its level). */
async function putBack(path: SitePath, item: SiteStructureRef, place: StructurePlace) {
  if (!place.next) return;
  await callApi('patch', `${sitePath}/structure/sort`, {
    params: { path },
    body: { item, position: { before: place.next } },
  });
}

/** Adds a site space for `siteSpace`'s space to a section, with its path and condition. */
async function addSiteSpaceLike(path: SitePath, siteSpace: SiteSpace, sectionId: string) {
  const added = await callApi('post', `${sitePath}/site-spaces`, {
    params: { path },
    body: { spaceId: siteSpace.space.id, sectionId },
  });
  await carrySiteSpace(path, added, siteSpace);
  return added;
}

/** Gives `added` the path and condition `siteSpace` had. */
async function carrySiteSpace(path: SitePath, added: SiteSpace, siteSpace: SiteSpace) {
  const body = {
    ...(added.path !== siteSpace.path ? { path: siteSpace.path } : {}),
    ...(siteSpace.condition !== undefined ? { condition: siteSpace.condition } : {}),
  };
  if (Object.keys(body).length === 0) return;
  await callApi('patch', `${sitePath}/site-spaces/{siteSpaceId}`, {
    params: { path: { ...path, siteSpaceId: added.id } },
    body,
  });
}

/** Makes a site space its section's default again. */
async function makeDefault(path: SitePath, sectionId: string, siteSpaceId: string) {
  await callApi('patch', `${sitePath}/sections/{siteSectionId}`, {
    params: { path: { ...path, siteSectionId: sectionId } },
    body: { defaultSiteSpace: siteSpaceId },
  });
}

/** A removed site space back in its section, at its place, as the default if it was. */
export async function restoreSiteSpace(
  path: SitePath,
  siteSpace: SiteSpace,
  place: StructurePlace,
) {
  const sectionId = siteSpace.section;
  if (sectionId === undefined)
    throw new Error('A site space at the root has no section to go back to.');
  const added = await addSiteSpaceLike(path, siteSpace, sectionId);
  await putBack(path, { type: 'site-space', id: added.id }, place);
  if (siteSpace.default) await makeDefault(path, sectionId, added.id);
}

/** A removed section back at its place (in its group), with its site spaces in order. */
export async function restoreSection(path: SitePath, section: SiteSection, place: StructurePlace) {
  const [first, ...others] = section.siteSpaces;
  if (!first) throw new Error('The section had no space to start with.');
  const created = await callApi('post', `${sitePath}/sections`, {
    params: { path },
    body: {
      spaceId: first.space.id,
      title: section.title,
      ...(section.icon ? { icon: section.icon } : {}),
    },
  });
  const at = { params: { path: { ...path, siteSectionId: created.id } } };
  await callApi('patch', `${sitePath}/sections/{siteSectionId}`, {
    ...at,
    body: {
      path: section.path,
      ...(section.description ? { description: section.description } : {}),
      ...(section.condition !== undefined ? { condition: section.condition } : {}),
    },
  });
  const firstAdded = created.siteSpaces[0];
  if (firstAdded) await carrySiteSpace(path, firstAdded, first);
  let defaultId = first.default ? firstAdded?.id : undefined;
  for (const siteSpace of others) {
    const added = await addSiteSpaceLike(path, siteSpace, created.id);
    if (siteSpace.default) defaultId = added.id;
  }
  // The site's default section first: its default site space is then the site's too.
  if (section.default)
    await callApi('patch', sitePath, {
      params: { path },
      body: { defaultSiteSection: created.id },
    });
  if (defaultId && defaultId !== firstAdded?.id) await makeDefault(path, created.id, defaultId);
  if (place.groupId)
    await callApi('post', `${sitePath}/section-groups/{siteSectionGroupId}/sections`, {
      params: { path: { ...path, siteSectionGroupId: place.groupId } },
      body: { sectionId: created.id },
    });
  await putBack(path, { type: 'site-section', id: created.id }, place);
}

/** A deleted group back at its place, holding its sections again (a nested group stays out). */
export async function restoreGroup(
  path: SitePath,
  group: { title: string; icon?: string; sectionIds: readonly string[] },
  place: StructurePlace,
) {
  const created = await callApi('post', `${sitePath}/section-groups`, {
    params: { path },
    body: {
      title: group.title,
      ...(group.icon ? { icon: group.icon } : {}),
      sections: [...group.sectionIds],
      ...(place.groupId ? { parent: place.groupId } : {}),
    },
  });
  await putBack(path, { type: 'site-section-group', id: created.id }, place);
}
