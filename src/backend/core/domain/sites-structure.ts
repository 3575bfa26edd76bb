import type {
  components,
  SiteStructurePosition,
  SiteStructureRef,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  OrganizationRecord,
  SiteRecord,
  SiteSectionGroupRecord,
  SiteSectionRecord,
  SiteSpaceRecord,
} from '../store/state.ts';
import type { Membership } from './access.ts';
import { newId } from './ids.ts';
import { spaceResponse } from './spaces.ts';
import { findInSite, notFound } from './lookup.ts';

type Schemas = components['schemas'];

/**
 * The structure of a site (decision 0008). Two levels of ordering:
 * - groups and sections of the same parent group (or of the root) share one order (`index`);
 * - site spaces of the same section (or of a site without sections) share another.
 * A sort or move names a sibling of the same level and parent; anything else is 400.
 */

/** Site spaces whose space still exists and is not deleted (the others are not shown). */
export function activeSiteSpaces(state: BackendState, site: SiteRecord): SiteSpaceRecord[] {
  return site.siteSpaces.filter((siteSpace) => {
    const space = state.spaces.find((s) => s.id === siteSpace.spaceId);
    return space !== undefined && space.deletedAt === undefined;
  });
}

type LevelItem =
  | { kind: 'site-section-group'; record: SiteSectionGroupRecord }
  | { kind: 'site-section'; record: SiteSectionRecord };

function parentOf(item: LevelItem): string | undefined {
  return item.kind === 'site-section' ? item.record.groupId : item.record.parentId;
}

/** Groups and sections of one parent, in order. */
export function levelItems(site: SiteRecord, parentId: string | undefined): LevelItem[] {
  const items: LevelItem[] = [
    ...site.groups
      .filter((g) => g.parentId === parentId)
      .map((record) => ({ kind: 'site-section-group' as const, record })),
    ...site.sections
      .filter((s) => s.groupId === parentId)
      .map((record) => ({ kind: 'site-section' as const, record })),
  ];
  return items.sort((a, b) => a.record.index - b.record.index);
}

export function renumber(records: { index: number }[]): void {
  records.forEach((record, index) => {
    record.index = index;
  });
}

/** The site spaces of one section (or of the root of a site without sections), in order. */
export function siteSpacesOf(site: SiteRecord, sectionId: string | undefined): SiteSpaceRecord[] {
  return site.siteSpaces.filter((s) => s.sectionId === sectionId).sort((a, b) => a.index - b.index);
}

export function findGroup(site: SiteRecord, groupId: string): SiteSectionGroupRecord {
  return findInSite(site.groups, site, groupId, 'section group');
}

export function findSection(site: SiteRecord, sectionId: string): SiteSectionRecord {
  return findInSite(site.sections, site, sectionId, 'section');
}

function findLevelItem(site: SiteRecord, ref: SiteStructureRef): LevelItem | undefined {
  if (ref.type === 'site-section-group') {
    const record = site.groups.find((g) => g.id === ref.id);
    return record && { kind: ref.type, record };
  }
  if (ref.type === 'site-section') {
    const record = site.sections.find((s) => s.id === ref.id);
    return record && { kind: ref.type, record };
  }
  return undefined;
}

function positionTarget(position: SiteStructurePosition): {
  ref: SiteStructureRef;
  after: boolean;
} {
  if (position.before) return { ref: position.before, after: false };
  if (position.after) return { ref: position.after, after: true };
  throw new ApiError(400, '/position needs exactly one of before and after.');
}

/** Reorders `list` so `moving` sits before or after `target`, then renumbers it. */
function placeRelative(
  list: { index: number }[],
  moving: { index: number },
  target: { index: number },
  after: boolean,
): void {
  const without = list.filter((entry) => entry !== moving);
  const at = without.indexOf(target) + (after ? 1 : 0);
  without.splice(at, 0, moving);
  renumber(without);
}

/** Moves a group or section among the groups and sections of its own parent. */
function sortLevelItem(site: SiteRecord, item: LevelItem, position: SiteStructurePosition): void {
  const { ref, after } = positionTarget(position);
  if (ref.type === 'site-space')
    throw new ApiError(
      400,
      `/position is not valid: '${item.record.id}' is a ${item.kind}, it can only be placed next to a section or a section group, not a site space.`,
    );
  const target = findLevelItem(site, ref);
  if (!target) throw new ApiError(400, `/position names no ${ref.type} with id '${ref.id}'.`);
  if (parentOf(target) !== parentOf(item))
    throw new ApiError(
      400,
      `/position is not valid: '${ref.id}' is not in the same group as '${item.record.id}'; use the section group calls to change groups.`,
    );
  if (target.record === item.record) return;
  const siblings = levelItems(site, parentOf(item)).map((entry) => entry.record);
  placeRelative(siblings, item.record, target.record, after);
}

function sortSiteSpace(
  site: SiteRecord,
  siteSpace: SiteSpaceRecord,
  position: SiteStructurePosition,
): void {
  const { ref, after } = positionTarget(position);
  if (ref.type !== 'site-space')
    throw new ApiError(
      400,
      `/position is not valid: a site space can only be placed next to another site space, not a ${ref.type}.`,
    );
  const target = site.siteSpaces.find((s) => s.id === ref.id);
  if (!target) throw new ApiError(400, `/position names no site-space with id '${ref.id}'.`);
  if (target.sectionId !== siteSpace.sectionId)
    throw new ApiError(
      400,
      `/position is not valid: the site space '${ref.id}' is in another section than '${siteSpace.id}'.`,
    );
  if (target === siteSpace) return;
  placeRelative(siteSpacesOf(site, siteSpace.sectionId), siteSpace, target, after);
}

export type SortedItem =
  | { kind: 'site-space'; record: SiteSpaceRecord }
  | { kind: 'site-section'; record: SiteSectionRecord }
  | { kind: 'site-section-group'; record: SiteSectionGroupRecord };

/** PATCH structure/sort: an unknown item is 404; a wrong position is 400. */
export function sortStructure(
  site: SiteRecord,
  item: SiteStructureRef,
  position: SiteStructurePosition,
): SortedItem {
  if (item.type === 'site-space') {
    const siteSpace = findInSite(site.siteSpaces, site, item.id, 'site space');
    sortSiteSpace(site, siteSpace, position);
    return { kind: 'site-space', record: siteSpace };
  }
  const found = findLevelItem(site, item);
  if (!found) throw notFound(item.type, item.id, `in the site '${site.id}'`);
  sortLevelItem(site, found, position);
  return found;
}

/** Puts `record` last among `siblings` (which include it) and renumbers them. */
export function moveToEnd(siblings: readonly { index: number }[], record: { index: number }): void {
  renumber([...siblings.filter((s) => s !== record), record]);
}

/**
 * The move step groups, sections and site spaces share: next to the neighbour the position
 * names (`ref` makes it a structure reference; before wins over after), by `beside`, or, when
 * it names neither (absent or empty), `last`: to the end of the item's own level.
 */
export function moveBesideOrLast<N>(
  position: { before?: N | undefined; after?: N | undefined } | undefined,
  ref: (neighbour: N) => SiteStructureRef,
  beside: (position: SiteStructurePosition) => void,
  last: () => void,
): void {
  const before = position?.before;
  const after = position?.after;
  if (before !== undefined) beside({ before: ref(before) });
  else if (after !== undefined) beside({ after: ref(after) });
  else last();
}

/**
 * POST section-groups/{id}/move: next to a section or group of the same parent; without a
 * position (or an empty one), to the end of its own level, as the platform does.
 */
export function moveGroup(
  site: SiteRecord,
  group: SiteSectionGroupRecord,
  body: Schemas['SiteSectionGroupMove'] | undefined,
): void {
  moveBesideOrLast(
    body?.position,
    (neighbour) => neighbour,
    (position) => sortLevelItem(site, groupItem(group), position),
    () =>
      moveToEnd(
        levelItems(site, group.parentId).map((item) => item.record),
        group,
      ),
  );
}

function groupItem(record: SiteSectionGroupRecord): LevelItem {
  return { kind: 'site-section-group', record };
}

/** Takes a group or section out of its parent's order and appends it to `parentId`. */
function reparent(site: SiteRecord, item: LevelItem, parentId: string | undefined): void {
  const oldParent = parentOf(item);
  if (item.kind === 'site-section') {
    if (parentId === undefined) delete item.record.groupId;
    else item.record.groupId = parentId;
  } else if (parentId === undefined) delete item.record.parentId;
  else item.record.parentId = parentId;
  renumber(levelItems(site, oldParent).map((entry) => entry.record));
  const newLevel = levelItems(site, parentId).filter((entry) => entry.record !== item.record);
  renumber([...newLevel.map((entry) => entry.record), item.record]);
}

export function createGroup(
  site: SiteRecord,
  body: Schemas['SiteSectionGroupCreate'],
): SiteSectionGroupRecord {
  if (body.parent !== undefined) findGroup(site, body.parent);
  const sections = (body.sections ?? []).map((id) => findSection(site, id));
  const group: SiteSectionGroupRecord = {
    id: newId('sitesg'),
    title: body.title.trim(),
    index: levelItems(site, body.parent).length,
    ...(typeof body.icon === 'string' ? { icon: body.icon } : {}),
    ...(body.parent !== undefined ? { parentId: body.parent } : {}),
  };
  site.groups.push(group);
  for (const section of sections)
    reparent(site, { kind: 'site-section', record: section }, group.id);
  return group;
}

export function updateGroup(
  group: SiteSectionGroupRecord,
  body: Schemas['SiteSectionGroupUpdate'],
): void {
  if (body.title !== undefined) group.title = body.title.trim();
  if (body.icon === null) delete group.icon;
  else if (body.icon !== undefined) group.icon = body.icon;
}

/**
 * Deletes a group: its sections and nested groups go to the site root, in the group's place
 * when it was at the root, otherwise at the end of the root.
 */
export function deleteGroup(site: SiteRecord, groupId: string): void {
  const group = site.groups.find((g) => g.id === groupId);
  if (!group) return;
  const children = levelItems(site, group.id);
  for (const child of children) {
    if (child.kind === 'site-section') delete child.record.groupId;
    else delete child.record.parentId;
  }
  const wasAtRoot = group.parentId === undefined;
  const oldParent = group.parentId;
  site.groups = site.groups.filter((g) => g !== group);
  if (wasAtRoot) {
    const childRecords = new Set<{ index: number }>(children.map((c) => c.record));
    const root = levelItems(site, undefined).filter((item) => !childRecords.has(item.record));
    const at = root.findIndex((item) => item.record.index > group.index);
    const ordered = root.map((item) => item.record);
    ordered.splice(at === -1 ? ordered.length : at, 0, ...children.map((c) => c.record));
    renumber(ordered);
  } else {
    renumber(levelItems(site, oldParent).map((entry) => entry.record));
    const childRecords = new Set<{ index: number }>(children.map((c) => c.record));
    const root = levelItems(site, undefined).filter((item) => !childRecords.has(item.record));
    renumber([...root.map((item) => item.record), ...children.map((c) => c.record)]);
  }
}

export function addSectionToGroup(
  site: SiteRecord,
  group: SiteSectionGroupRecord,
  sectionId: string,
): void {
  const section = findSection(site, sectionId);
  reparent(site, { kind: 'site-section', record: section }, group.id);
}

export function removeSectionFromGroup(
  site: SiteRecord,
  group: SiteSectionGroupRecord,
  sectionId: string,
): void {
  const section = site.sections.find((s) => s.id === sectionId);
  if (!section || section.groupId !== group.id) return;
  reparent(site, { kind: 'site-section', record: section }, undefined);
}

/** Groups in tree order: parents before their children. */
export function groupsInTreeOrder(site: SiteRecord): SiteSectionGroupRecord[] {
  const result: SiteSectionGroupRecord[] = [];
  const visit = (parentId: string | undefined) => {
    for (const item of levelItems(site, parentId))
      if (item.kind === 'site-section-group') {
        result.push(item.record);
        visit(item.record.id);
      }
  };
  visit(undefined);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Responses

export interface StructureContext {
  state: BackendState;
  site: SiteRecord;
  organization: OrganizationRecord;
  membership: Membership;
  origin: string;
  /** The site's published address, when published. */
  publishedUrl: string | undefined;
}

/** The default section: the one the site names, else the first in tree order. */
export function defaultSectionId(site: SiteRecord): string | undefined {
  if (site.defaultSiteSectionId !== undefined) return site.defaultSiteSectionId;
  const first = (parentId: string | undefined): string | undefined => {
    for (const item of levelItems(site, parentId)) {
      if (item.kind === 'site-section') return item.record.id;
      const inner = first(item.record.id);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return first(undefined);
}

export function siteSpaceResponse(
  context: StructureContext,
  siteSpace: SiteSpaceRecord,
  isDefault: boolean,
  sectionPath?: string,
): Schemas['SiteSpace'] | undefined {
  const space = context.state.spaces.find((s) => s.id === siteSpace.spaceId);
  if (!space || space.deletedAt !== undefined) return undefined;
  const base = context.publishedUrl?.split('?')[0];
  const published =
    base === undefined
      ? undefined
      : [base, sectionPath, siteSpace.path].filter((p) => p !== undefined && p !== '').join('/');
  return {
    object: 'site-space',
    id: siteSpace.id,
    path: siteSpace.path,
    ...(siteSpace.sectionId !== undefined ? { section: siteSpace.sectionId } : {}),
    space: spaceResponse(
      space,
      context.organization,
      { membership: context.membership },
      context.origin,
    ),
    title: space.title,
    default: isDefault,
    ...(siteSpace.condition !== undefined ? { condition: siteSpace.condition } : {}),
    hasAdvancedCustomizationFeature: context.site.type !== 'basic',
    urls: published !== undefined ? { published } : {},
  };
}

function isActive(state: BackendState, siteSpace: SiteSpaceRecord): boolean {
  const space = state.spaces.find((sp) => sp.id === siteSpace.spaceId);
  return space !== undefined && space.deletedAt === undefined;
}

/**
 * The default site space of a section (or of the root of a site without sections): the one
 * the section names, else, in the default section, the site's `defaultSiteSpace`, else the
 * first. Only site spaces whose space still exists count.
 */
export function defaultSiteSpaceId(
  state: BackendState,
  site: SiteRecord,
  sectionId: string | undefined,
): string | undefined {
  const active = siteSpacesOf(site, sectionId).filter((s) => isActive(state, s));
  const isDefaultSection = sectionId === undefined || sectionId === defaultSectionId(site);
  const named = site.sections.find((s) => s.id === sectionId)?.defaultSiteSpaceId;
  const preferred = [named, isDefaultSection ? site.defaultSiteSpaceId : undefined];
  for (const id of preferred) if (id !== undefined && active.some((s) => s.id === id)) return id;
  return active[0]?.id;
}

function siteSpacesResponse(
  context: StructureContext,
  sectionId: string | undefined,
  sectionPath?: string,
): Schemas['SiteSpace'][] {
  const defaultId = defaultSiteSpaceId(context.state, context.site, sectionId);
  return siteSpacesOf(context.site, sectionId).flatMap(
    (s) => siteSpaceResponse(context, s, s.id === defaultId, sectionPath) ?? [],
  );
}

/** One site space as answered on its own (create, update, move, sort): 404 once its space is gone. */
export function siteSpaceAnswer(
  context: StructureContext,
  siteSpace: SiteSpaceRecord,
): Schemas['SiteSpace'] {
  const section = context.site.sections.find((s) => s.id === siteSpace.sectionId);
  const response = siteSpaceResponse(
    context,
    siteSpace,
    siteSpace.id === defaultSiteSpaceId(context.state, context.site, siteSpace.sectionId),
    section?.path,
  );
  if (!response)
    throw new ApiError(404, `The space of the site space '${siteSpace.id}' is deleted.`);
  return response;
}

export function sectionResponse(
  context: StructureContext,
  section: SiteSectionRecord,
): Schemas['SiteSection'] {
  const isDefault = section.id === defaultSectionId(context.site);
  const base = context.publishedUrl?.split('?')[0];
  return {
    object: 'site-section',
    id: section.id,
    title: section.title,
    description: section.description,
    default: isDefault,
    path: section.path,
    ...(section.condition !== undefined ? { condition: section.condition } : {}),
    ...(section.groupId !== undefined ? { sectionGroup: section.groupId } : {}),
    siteSpaces: siteSpacesResponse(context, section.id, section.path),
    urls: base !== undefined ? { published: `${base}/${section.path}` } : {},
    ...(section.icon !== undefined ? { icon: section.icon } : {}),
  };
}

export function groupResponse(
  context: StructureContext,
  group: SiteSectionGroupRecord,
): Schemas['SiteSectionGroup'] {
  const children = levelItems(context.site, group.id).map((item) =>
    item.kind === 'site-section'
      ? sectionResponse(context, item.record)
      : groupResponse(context, item.record),
  );
  return {
    object: 'site-section-group',
    id: group.id,
    title: group.title,
    ...(group.parentId !== undefined ? { sectionGroup: group.parentId } : {}),
    // The platform keeps its deprecated `sections` (the direct sections, as objects) beside
    // `children` (platform-values §4.5), so a client of either form reads the group.
    sections: children.filter((child) => child.object === 'site-section'),
    children,
    ...(group.icon !== undefined ? { icon: group.icon } : {}),
  };
}

export function structureResponse(context: StructureContext): Schemas['SiteStructure'] {
  const { site } = context;
  if (site.sections.length === 0 && site.groups.length === 0)
    return { type: 'siteSpaces', structure: siteSpacesResponse(context, undefined) };
  return {
    type: 'sections',
    structure: levelItems(site, undefined).map((item) =>
      item.kind === 'site-section'
        ? sectionResponse(context, item.record)
        : groupResponse(context, item.record),
    ),
  };
}

export function sortedItemResponse(
  context: StructureContext,
  item: SortedItem,
): Schemas['SiteStructureItem'] {
  switch (item.kind) {
    case 'site-section':
      return sectionResponse(context, item.record);
    case 'site-section-group':
      return groupResponse(context, item.record);
    case 'site-space':
      return siteSpaceAnswer(context, item.record);
  }
}
