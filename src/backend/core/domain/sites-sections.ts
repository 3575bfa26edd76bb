import type { components } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  SiteRecord,
  SiteSectionRecord,
  SiteSpaceRecord,
} from '../store/state.ts';
import { newId } from './ids.ts';
import { basenameFor, organizationSpace } from './sites.ts';
import {
  defaultSectionId,
  findSection,
  levelItems,
  moveBesideOrLast,
  moveToEnd,
  renumber,
  siteSpacesOf,
  sortStructure,
} from './sites-structure.ts';
import { findInSite } from './lookup.ts';

type Schemas = components['schemas'];

/**
 * Sections and site spaces one by one: the platform's calls beyond the seed (decision 0020).
 * Rules that hold after every call:
 * - section paths are unique in the site, site-space paths in their section (400 on a PATCH,
 *   made unique with -2, -3... when a path is derived);
 * - a section always has a site space, and the same space is never twice in one section (409);
 * - one default section and one default site space per section, passed on when removed;
 * - a site space changes section by being added there and removed here (the platform's calls),
 *   or in one step by its move with `sectionId` (ours); removing a section removes its site
 *   spaces, not the spaces.
 */

const maxPathLength = 100;

/** `base`, or `base-2`, `base-3`... whichever is not taken (within 100 characters). */
export function uniquePath(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const stem = base.slice(0, maxPathLength) || 'page';
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${stem.slice(0, maxPathLength - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A title of 2 to 128 characters taken from a space's or site's title. */
function sectionTitleFrom(...candidates: string[]): string {
  const title = candidates.map((c) => c.trim()).find((c) => c.length >= 2) ?? 'Section';
  return title.slice(0, 128);
}

/** Every section in the order of the structure (groups walked in place). */
export function sectionsInTreeOrder(site: SiteRecord): SiteSectionRecord[] {
  const result: SiteSectionRecord[] = [];
  const visit = (parentId: string | undefined) => {
    for (const item of levelItems(site, parentId))
      if (item.kind === 'site-section') result.push(item.record);
      else visit(item.record.id);
  };
  visit(undefined);
  return result;
}

/** Every site space in the order of the structure: section by section, or the site root's. */
export function siteSpacesInTreeOrder(site: SiteRecord): SiteSpaceRecord[] {
  if (site.sections.length === 0) return siteSpacesOf(site, undefined);
  return sectionsInTreeOrder(site).flatMap((section) => siteSpacesOf(site, section.id));
}

export function findSiteSpace(site: SiteRecord, siteSpaceId: string): SiteSpaceRecord {
  return findInSite(site.siteSpaces, site, siteSpaceId, 'site space');
}

function spaceTitle(state: BackendState, spaceId: string): string {
  return state.spaces.find((s) => s.id === spaceId)?.title ?? spaceId;
}

function isActive(state: BackendState, siteSpace: SiteSpaceRecord): boolean {
  const space = state.spaces.find((s) => s.id === siteSpace.spaceId);
  return space !== undefined && space.deletedAt === undefined;
}

/** A site space for `spaceId` at the end of `sectionId` (or the root), with a unique path. */
function appendSiteSpace(
  state: BackendState,
  site: SiteRecord,
  spaceId: string,
  sectionId: string | undefined,
): SiteSpaceRecord {
  const siblings = siteSpacesOf(site, sectionId);
  const siteSpace: SiteSpaceRecord = {
    id: newId('sitesp'),
    spaceId,
    path: uniquePath(
      basenameFor(spaceTitle(state, spaceId)),
      siblings.map((s) => s.path),
    ),
    index: siblings.length,
    ...(sectionId !== undefined ? { sectionId } : {}),
  };
  site.siteSpaces.push(siteSpace);
  return siteSpace;
}

function newSection(site: SiteRecord, title: string, icon?: string): SiteSectionRecord {
  const section: SiteSectionRecord = {
    id: newId('sitesec'),
    title,
    description: '',
    path: uniquePath(
      basenameFor(title),
      site.sections.map((s) => s.path),
    ),
    index: levelItems(site, undefined).length,
    ...(icon !== undefined ? { icon } : {}),
  };
  site.sections.push(section);
  return section;
}

/**
 * A site whose site spaces sit at the root gets sections: those site spaces first become one
 * section (named after the first one's space), which is the default, so nothing visitors see
 * moves out of the default place (ours, decision 0020).
 */
function gatherRootSiteSpaces(state: BackendState, site: SiteRecord): void {
  if (site.sections.length > 0 || site.groups.length > 0) return;
  const root = siteSpacesOf(site, undefined);
  if (root.length === 0) return;
  const first = root.find((s) => isActive(state, s)) ?? root[0];
  const section = newSection(
    site,
    sectionTitleFrom(first ? spaceTitle(state, first.spaceId) : '', site.title),
  );
  for (const siteSpace of root) siteSpace.sectionId = section.id;
  if (site.defaultSiteSpaceId !== undefined && root.some((s) => s.id === site.defaultSiteSpaceId))
    section.defaultSiteSpaceId = site.defaultSiteSpaceId;
  site.defaultSiteSectionId = section.id;
}

/** POST sections: a new section at the end of the root, with the space as its first site space. */
export function createSection(
  state: BackendState,
  site: SiteRecord,
  body: Schemas['SiteSectionCreate'],
): SiteSectionRecord {
  const space = organizationSpace(state, site.organizationId, body.spaceId);
  gatherRootSiteSpaces(state, site);
  const title =
    typeof body.title === 'string' ? body.title.trim() : sectionTitleFrom(space.title, site.title);
  const section = newSection(site, title, body.icon ?? undefined);
  appendSiteSpace(state, site, space.id, section.id);
  return section;
}

function requireUniqueSectionPath(site: SiteRecord, section: SiteSectionRecord, path: string) {
  const other = site.sections.find((s) => s !== section && s.path === path);
  if (other)
    throw new ApiError(
      400,
      `/path '${path}' is already the path of the section '${other.title}'; choose another.`,
    );
}

/** PATCH a section; `null` removes condition, icon and description. */
export function updateSection(
  state: BackendState,
  site: SiteRecord,
  section: SiteSectionRecord,
  body: Schemas['SiteSectionUpdate'],
): void {
  if (body.path !== undefined) requireUniqueSectionPath(site, section, body.path);
  if (body.defaultSiteSpace !== undefined) {
    const siteSpace = site.siteSpaces.find((s) => s.id === body.defaultSiteSpace);
    if (!siteSpace || siteSpace.sectionId !== section.id || !isActive(state, siteSpace))
      throw new ApiError(
        400,
        `/defaultSiteSpace '${body.defaultSiteSpace}' is not a site space of the section '${section.title}'.`,
      );
  }
  if (body.title !== undefined) section.title = body.title.trim();
  if (body.path !== undefined) section.path = body.path;
  if (body.description !== undefined) section.description = body.description ?? '';
  if (body.icon !== undefined) {
    if (body.icon === null) delete section.icon;
    else section.icon = body.icon;
  }
  if (body.condition !== undefined) {
    if (body.condition === null) delete section.condition;
    else section.condition = body.condition;
  }
  if (body.defaultSiteSpace !== undefined) {
    section.defaultSiteSpaceId = body.defaultSiteSpace;
    // The site's default site space lives in the default section: keep the two in step.
    if (section.id === defaultSectionId(site)) site.defaultSiteSpaceId = body.defaultSiteSpace;
  }
}

/** Forgets what pointed at removed site spaces: defaults and their own customizations. */
function forgetSiteSpaces(site: SiteRecord, removed: readonly SiteSpaceRecord[]): void {
  const ids = new Set(removed.map((s) => s.id));
  site.siteSpaces = site.siteSpaces.filter((s) => !ids.has(s.id));
  if (site.defaultSiteSpaceId !== undefined && ids.has(site.defaultSiteSpaceId))
    delete site.defaultSiteSpaceId;
  for (const section of site.sections)
    if (section.defaultSiteSpaceId !== undefined && ids.has(section.defaultSiteSpaceId))
      delete section.defaultSiteSpaceId;
  for (const id of ids) delete site.siteSpaceCustomizations[id];
}

/**
 * DELETE a section with its site spaces (the spaces stay). The default section, when it is
 * this one, passes to the first section left. Returns whether there was such a section.
 */
export function deleteSection(site: SiteRecord, sectionId: string): boolean {
  const section = site.sections.find((s) => s.id === sectionId);
  if (!section) return false;
  forgetSiteSpaces(site, siteSpacesOf(site, section.id));
  site.sections = site.sections.filter((s) => s !== section);
  renumber(levelItems(site, section.groupId).map((item) => item.record));
  if (site.defaultSiteSectionId === section.id) delete site.defaultSiteSectionId;
  return true;
}

/** POST sections/{id}/move: next to a section of the same parent, or to the end of its level. */
export function moveSection(
  site: SiteRecord,
  section: SiteSectionRecord,
  body: Schemas['SiteSectionMove'] | undefined,
): void {
  moveBesideOrLast(
    body?.position,
    (neighbour) => ({ type: 'site-section', id: neighbour.siteSection }),
    (position) => sortStructure(site, { type: 'site-section', id: section.id }, position),
    () =>
      moveToEnd(
        levelItems(site, section.groupId).map((item) => item.record),
        section,
      ),
  );
}

/** The section a new site space goes to: the one named (404), the default one, or the root. */
function targetSection(site: SiteRecord, sectionId: string | undefined): string | undefined {
  if (sectionId !== undefined) return findSection(site, sectionId).id;
  return defaultSectionId(site);
}

function requireSpaceNotInSection(
  state: BackendState,
  site: SiteRecord,
  spaceId: string,
  sectionId: string | undefined,
  except?: SiteSpaceRecord,
): void {
  const clash = siteSpacesOf(site, sectionId).find((s) => s !== except && s.spaceId === spaceId);
  if (!clash) return;
  const where =
    sectionId === undefined
      ? 'this site'
      : `the section '${site.sections.find((s) => s.id === sectionId)?.title ?? sectionId}'`;
  throw new ApiError(409, `The space '${spaceTitle(state, spaceId)}' is already in ${where}.`);
}

/** POST site-spaces: the space at the end of a section (or of the root), once per section. */
export function createSiteSpace(
  state: BackendState,
  site: SiteRecord,
  body: Schemas['SiteSpaceCreate'],
): SiteSpaceRecord {
  const space = organizationSpace(state, site.organizationId, body.spaceId);
  const sectionId = targetSection(site, body.sectionId);
  requireSpaceNotInSection(state, site, space.id, sectionId);
  return appendSiteSpace(state, site, space.id, sectionId);
}

/** PATCH a site space: its path (unique in its section), condition, or the space it shows. */
export function updateSiteSpace(
  state: BackendState,
  site: SiteRecord,
  siteSpace: SiteSpaceRecord,
  body: Schemas['SiteSpaceUpdate'],
): void {
  if (body.path !== undefined) {
    const other = siteSpacesOf(site, siteSpace.sectionId).find(
      (s) => s !== siteSpace && s.path === body.path,
    );
    if (other)
      throw new ApiError(
        400,
        `/path '${body.path}' is already the path of '${spaceTitle(state, other.spaceId)}' in this section; choose another.`,
      );
  }
  if (body.spaceId !== undefined) {
    organizationSpace(state, site.organizationId, body.spaceId);
    requireSpaceNotInSection(state, site, body.spaceId, siteSpace.sectionId, siteSpace);
  }
  if (body.path !== undefined) siteSpace.path = body.path;
  if (body.spaceId !== undefined) siteSpace.spaceId = body.spaceId;
  if (body.condition !== undefined) {
    if (body.condition === null) delete siteSpace.condition;
    else siteSpace.condition = body.condition;
  }
}

/** A 409 unless `siteSpace`'s section keeps another live site space: a section is never empty. */
function requireNotLastOfSection(
  state: BackendState,
  site: SiteRecord,
  siteSpace: SiteSpaceRecord,
): void {
  const section = site.sections.find((s) => s.id === siteSpace.sectionId);
  if (!section || !isActive(state, siteSpace)) return;
  const others = siteSpacesOf(site, section.id).filter(
    (s) => s !== siteSpace && isActive(state, s),
  );
  if (others.length === 0)
    throw new ApiError(
      409,
      `'${spaceTitle(state, siteSpace.spaceId)}' is the last site space of the section '${section.title}': a section is never empty, so remove the section instead.`,
    );
}

/**
 * DELETE a site space (the space stays). The last site space of a section is 409: a section is
 * never empty. Returns whether there was such a site space.
 */
export function deleteSiteSpace(
  state: BackendState,
  site: SiteRecord,
  siteSpaceId: string,
): boolean {
  const siteSpace = site.siteSpaces.find((s) => s.id === siteSpaceId);
  if (!siteSpace) return false;
  requireNotLastOfSection(state, site, siteSpace);
  forgetSiteSpaces(site, [siteSpace]);
  renumber(siteSpacesOf(site, siteSpace.sectionId));
  return true;
}

/**
 * Checks, before anything changes, that `position` names a site space of `sectionId`: the move
 * across sections is one step, so a refusal must leave the site as it was.
 */
function requirePositionIn(
  site: SiteRecord,
  sectionId: string,
  position: Schemas['SiteSpaceMove']['position'],
): void {
  const neighbour = position?.before ?? position?.after;
  if (neighbour === undefined) return;
  const target = site.siteSpaces.find((s) => s.id === neighbour.siteSpace);
  if (!target)
    throw new ApiError(400, `/position names no site-space with id '${neighbour.siteSpace}'.`);
  if (target.sectionId !== sectionId)
    throw new ApiError(
      400,
      `/position is not valid: the site space '${neighbour.siteSpace}' is not in the section the move goes to.`,
    );
}

/**
 * Into another section in one step (ours, decision 0020): every rule is checked first, then the
 * site space changes section, keeping its id (so its customization), its path when free there
 * and its condition; a default it was passes on, as when it is removed.
 */
function moveIntoSection(
  state: BackendState,
  site: SiteRecord,
  siteSpace: SiteSpaceRecord,
  sectionId: string,
  position: Schemas['SiteSpaceMove']['position'],
): void {
  const target = findSection(site, sectionId);
  requireSpaceNotInSection(state, site, siteSpace.spaceId, target.id);
  requireNotLastOfSection(state, site, siteSpace);
  requirePositionIn(site, target.id, position);

  const from = siteSpace.sectionId;
  const siblings = siteSpacesOf(site, target.id);
  if (site.defaultSiteSpaceId === siteSpace.id) delete site.defaultSiteSpaceId;
  for (const section of site.sections)
    if (section.defaultSiteSpaceId === siteSpace.id) delete section.defaultSiteSpaceId;
  siteSpace.sectionId = target.id;
  siteSpace.path = uniquePath(
    siteSpace.path,
    siblings.map((s) => s.path),
  );
  renumber(siteSpacesOf(site, from));
  moveToEnd([...siblings, siteSpace], siteSpace);
  const neighbour = position?.before ?? position?.after;
  if (neighbour !== undefined)
    sortStructure(
      site,
      { type: 'site-space', id: siteSpace.id },
      position?.before !== undefined
        ? { before: { type: 'site-space', id: neighbour.siteSpace } }
        : { after: { type: 'site-space', id: neighbour.siteSpace } },
    );
}

/**
 * POST site-spaces/{id}/move: next to a site space of its own section, or to its end; with
 * `sectionId` (ours), into that section in one step.
 */
export function moveSiteSpace(
  state: BackendState,
  site: SiteRecord,
  siteSpace: SiteSpaceRecord,
  body: Schemas['SiteSpaceMove'] | undefined,
): void {
  if (body?.sectionId !== undefined && body.sectionId !== siteSpace.sectionId) {
    moveIntoSection(state, site, siteSpace, body.sectionId, body.position);
    return;
  }
  moveBesideOrLast(
    body?.position,
    (neighbour) => ({ type: 'site-space', id: neighbour.siteSpace }),
    (position) => sortStructure(site, { type: 'site-space', id: siteSpace.id }, position),
    () => moveToEnd(siteSpacesOf(site, siteSpace.sectionId), siteSpace),
  );
}
