import { SpaceCreateRules } from '../../../api/form-rules.gen.ts';
import type { Space, SpaceCreate, SpaceUpdate } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  CollectionRecord,
  LinkReference,
  OrganizationRecord,
  SpaceRecord,
  UserRecord,
} from '../store/state.ts';
import {
  findCollectionIn,
  contentToDelete,
  requireContentManager,
  spacePermissions,
  updateDefaultLevel,
  type SpaceAccess,
} from './content-access.ts';
import { indexed } from '../store/indexes.ts';
import {
  addContent,
  closeGap,
  contentChildren,
  isDeleted,
  isExpired,
  placeAt,
  treeOrder,
} from './content-tree.ts';
import { newId } from './ids.ts';
import { checkMergeRules } from './merge-rules.ts';
import { untitled } from './text.ts';
import { spaceAppUrl, spaceLocation } from './urls.ts';

/** Spaces: the resource as the caller sees it, create, update, delete, restore, duplicate. */

/** The platform's limit for a space title (50), read from the contract so the two agree. */
export const maxTitleLength = SpaceCreateRules.properties.title.maxLength;
const copySuffix = ' (copy)';

function publicUrl(space: SpaceRecord, organization: OrganizationRecord, access: SpaceAccess) {
  const host = organization.customHostname ?? organization.hostname;
  const base = `https://${host}/s/${encodeURIComponent(space.id)}`;
  // The share key is a secret: only those who may hand out links see it.
  return space.visibility === 'share-link' &&
    space.shareKey !== undefined &&
    access.membership === 'admin'
    ? `${base}?shareKey=${encodeURIComponent(space.shareKey)}`
    : base;
}

/** The Space resource as the caller sees it. */
export function spaceResponse(
  space: SpaceRecord,
  organization: OrganizationRecord,
  access: SpaceAccess,
  origin: string,
): Space {
  const response: Space = {
    object: 'space',
    id: space.id,
    title: space.title,
    emoji: space.emoji,
    visibility: space.visibility,
    createdAt: space.createdAt,
    updatedAt: space.updatedAt,
    editMode: space.editMode,
    // Not copied: an answer is serialized as soon as the rule returns it, before anything else
    // can change the record (a structured clone per space was a tenth of a list's time).
    mergeRules: space.mergeRules,
    urls: {
      location: spaceLocation(origin, space.id),
      app: spaceAppUrl(space.organizationId, space.id),
      public: publicUrl(space, organization, access),
      ...(space.publishedUrl !== undefined ? { published: space.publishedUrl } : {}),
      ...(space.icon !== undefined ? { icon: space.icon } : {}),
    },
    organization: space.organizationId,
    index: space.index,
    language: space.language,
    revision: space.revision,
    defaultLevel: space.defaultLevel,
    comments: space.comments,
    changeRequests: space.changeRequests,
    changeRequestsOpen: space.changeRequestsOpen,
    changeRequestsDraft: space.changeRequestsDraft,
    permissions: spacePermissions(space, access),
  };
  if (space.parentId !== undefined) response.parent = space.parentId;
  if (space.deletedAt !== undefined) response.deletedAt = space.deletedAt;
  if (space.gitSync) response.gitSync = space.gitSync;
  if (space.visitorAuth) response.visitorAuth = { ...space.visitorAuth };
  return response;
}

/**
 * Every active space of the organization at any depth, in tree order: an ordered index kept
 * between reads (store/indexes.ts), so a page of it is a slice. Read-only for callers.
 */
export function organizationSpaces(
  state: BackendState,
  organizationId: string,
): readonly SpaceRecord[] {
  return indexed(state, `spaces:${organizationId}`, () => {
    const spaces: SpaceRecord[] = [];
    for (const node of treeOrder(contentChildren(state, organizationId)))
      if (node.type === 'space') spaces.push(node.record);
    return spaces;
  });
}

/** Spaces deleted within the last 7 days, most recently deleted first. */
export function recentlyDeletedSpaces(
  state: BackendState,
  organizationId: string,
  now: Date,
): SpaceRecord[] {
  return state.spaces
    .filter(
      (space) =>
        space.organizationId === organizationId && isDeleted(space) && !isExpired(space, now),
    )
    .sort((a, b) => Date.parse(b.deletedAt ?? '') - Date.parse(a.deletedAt ?? ''));
}

/** The active spaces directly in a collection, in order (an index, read-only for callers). */
export function collectionSpaces(
  state: BackendState,
  collection: CollectionRecord,
): readonly SpaceRecord[] {
  return indexed(state, `collection-spaces:${collection.id}`, () => {
    const spaces: SpaceRecord[] = [];
    for (const node of contentChildren(state, collection.organizationId).get(collection.id) ?? [])
      if (node.type === 'space') spaces.push(node.record);
    return spaces;
  });
}

const inCollectionOnly =
  '/visibility in-collection is only for a space inside a collection; choose a parent collection or another visibility.';

/**
 * The platform takes one way to start a space's content: a `template`, a `computedSource` or
 * `empty: true`. None of them changes what the local platform makes (a space without pages:
 * it has no templates and computes no content), but two at once is a request the platform
 * would not know how to honour.
 */
function requireOneContentStart(body: SpaceCreate): void {
  const given = (['template', 'computedSource', 'empty'] as const).filter(
    (key) => body[key] !== undefined,
  );
  const [first, second] = given;
  if (first !== undefined && second !== undefined)
    throw new ApiError(400, `/${second} cannot be given with /${first}; choose one of them.`);
}

/** Creates a space last in its parent. Admin and create roles only. */
export function createSpace(
  state: BackendState,
  organization: OrganizationRecord,
  user: UserRecord,
  body: SpaceCreate,
  now: Date,
): SpaceRecord {
  requireContentManager(state, organization.id, user, 'create spaces');
  requireOneContentStart(body);
  const parent =
    body.parent === undefined ? undefined : findCollectionIn(state, organization.id, body.parent);
  if (body.visibility === 'in-collection' && !parent) throw new ApiError(400, inCollectionOnly);
  const at = now.toISOString();
  const id = newId('space');
  const space: SpaceRecord = {
    id,
    organizationId: organization.id,
    title: body.title ?? untitled,
    emoji: body.emoji ?? '',
    pages: [],
    index: 0,
    visibility: body.visibility ?? 'private',
    editMode: body.editMode ?? 'live',
    mergeRules: { type: 'inherit' },
    language: body.language ?? 'en',
    defaultLevel: organization.defaultRole ?? 'read',
    createdAt: at,
    updatedAt: at,
    revision: newId('rev'),
    comments: 0,
    changeRequests: 0,
    changeRequestsOpen: 0,
    changeRequestsDraft: 0,
    links: [],
  };
  if (parent) space.parentId = parent.id;
  if (space.visibility === 'share-link') space.shareKey = newId('sk');
  addContent(state, { type: 'space', record: space });
  return space;
}

/**
 * `emoji` and `icon` are one choice, as on the platform: setting one clears the other, and null
 * (or an empty emoji) clears that one.
 */
function applyEmojiOrIcon(space: SpaceRecord, update: SpaceUpdate): void {
  if (update.emoji !== undefined) {
    space.emoji = update.emoji ?? '';
    if (space.emoji !== '') delete space.icon;
  }
  if (update.icon === null) delete space.icon;
  else if (update.icon !== undefined) {
    space.icon = update.icon;
    space.emoji = '';
  }
}

/** Applies a validated PATCH; nothing changes unless all of it is valid. */
export function updateSpace(
  state: BackendState,
  space: SpaceRecord,
  user: UserRecord,
  update: SpaceUpdate,
  now: Date,
): void {
  requireContentManager(state, space.organizationId, user, 'change spaces');
  if (update.mergeRules) checkMergeRules(state, space.organizationId, update.mergeRules);
  if (typeof update.emoji === 'string' && update.emoji !== '' && typeof update.icon === 'string')
    throw new ApiError(400, '/icon cannot be given with /emoji; a space shows one of them.');
  if (update.title !== undefined) space.title = update.title;
  applyEmojiOrIcon(space, update);
  if (update.editMode !== undefined) space.editMode = update.editMode;
  updateDefaultLevel(state, space, update.defaultLevel);
  if (update.language !== undefined) space.language = update.language;
  if (update.mergeRules !== undefined) space.mergeRules = structuredClone(update.mergeRules);
  space.updatedAt = now.toISOString();
}

/**
 * Marks the space deleted: it leaves lists and counts, keeps its parent and index for a
 * restore, and its siblings close the gap. Absent or already deleted: nothing to do.
 */
export function deleteSpace(
  state: BackendState,
  spaceId: string,
  user: UserRecord,
  now: Date,
): void {
  const space = contentToDelete(state, state.spaces, spaceId, user, 'spaces', now);
  if (!space || isDeleted(space)) return;
  markDeleted(space, now);
  closeGap(state, space.organizationId, space.parentId);
}

/**
 * Sets `deletedAt`; the space keeps its parent and index so a restore can put it back. The
 * caller closes the gap among the siblings.
 */
export function markDeleted(space: SpaceRecord, now: Date): void {
  space.deletedAt = now.toISOString();
}

/**
 * Brings a deleted space back where it was, or last at the root when its collection is gone
 * (an `in-collection` space then becomes private: a restore never widens access).
 */
export function restoreSpace(
  state: BackendState,
  space: SpaceRecord,
  user: UserRecord,
  now: Date,
): void {
  requireContentManager(state, space.organizationId, user, 'restore spaces');
  if (!isDeleted(space)) return;
  const parentExists =
    space.parentId !== undefined &&
    state.collections.some(
      (c) => c.id === space.parentId && c.organizationId === space.organizationId,
    );
  delete space.deletedAt;
  space.updatedAt = now.toISOString();
  if (parentExists) {
    placeAt(state, { type: 'space', record: space }, space.parentId, space.index);
    return;
  }
  delete space.parentId;
  if (space.visibility === 'in-collection') space.visibility = 'private';
  placeAt(state, { type: 'space', record: space }, undefined, Number.MAX_SAFE_INTEGER);
}

/** `title` plus `suffix`, the title shortened when both would not fit in a space title. */
export function titleWithSuffix(title: string, suffix: string): string {
  return title.length + suffix.length <= maxTitleLength
    ? `${title}${suffix}`
    : `${title.slice(0, maxTitleLength - suffix.length).trimEnd()}${suffix}`;
}

/** What a space made from another one brings of its own; the rest comes from the original. */
export type DerivedSpaceFields = Pick<
  SpaceRecord,
  'id' | 'title' | 'pages' | 'visibility' | 'language' | 'revision' | 'createdAt'
>;

/**
 * A new active space right after `original` (in its parent, or at the root when that
 * collection is gone) with its emoji, edit mode, merge rules and default level: duplicates and
 * translated spaces are made this way. Counters start at zero, links empty.
 */
export function addSpaceAfter(
  state: BackendState,
  original: SpaceRecord,
  fields: DerivedSpaceFields,
): SpaceRecord {
  const parentExists =
    original.parentId !== undefined &&
    state.collections.some(
      (c) => c.id === original.parentId && c.organizationId === original.organizationId,
    );
  const space: SpaceRecord = {
    ...fields,
    organizationId: original.organizationId,
    emoji: original.emoji,
    ...(original.icon !== undefined ? { icon: original.icon } : {}),
    index: original.index + 1,
    editMode: original.editMode,
    mergeRules: structuredClone(original.mergeRules),
    defaultLevel: original.defaultLevel,
    updatedAt: fields.createdAt,
    comments: 0,
    changeRequests: 0,
    changeRequestsOpen: 0,
    changeRequestsDraft: 0,
    links: [],
  };
  if (parentExists) space.parentId = original.parentId;
  addContent(
    state,
    { type: 'space', record: space },
    parentExists ? original.index + 1 : undefined,
  );
  return space;
}

/**
 * "<title> (copy)" right after the original, with the same content and settings. Pages get
 * new ids (search results and links must not confuse the two); counters, git sync and site
 * publication belong to the original.
 */
export function duplicateSpace(
  state: BackendState,
  space: SpaceRecord,
  user: UserRecord,
  now: Date,
): SpaceRecord {
  requireContentManager(state, space.organizationId, user, 'duplicate spaces');
  const id = newId('space');
  const suffix = id.slice('space_'.length);
  const pageIds = new Map<string, string>();
  const pages = space.pages.map((page) => {
    const pageId = `${page.id}_${suffix}`;
    pageIds.set(page.id, pageId);
    return {
      ...structuredClone(page),
      id: pageId,
      sections: page.sections.map((section, index) => ({
        ...section,
        id: `${pageId}_s${index + 1}`,
      })),
    };
  });
  const remap = (reference: LinkReference): LinkReference => {
    const copy = structuredClone(reference);
    if (!('space' in copy) || copy.space !== space.id) return copy;
    copy.space = id;
    if (copy.kind === 'page') copy.page = pageIds.get(copy.page) ?? copy.page;
    return copy;
  };
  const copy = addSpaceAfter(state, space, {
    id,
    title: titleWithSuffix(space.title, copySuffix),
    pages,
    visibility: space.visibility,
    language: space.language,
    revision: newId('rev'),
    createdAt: now.toISOString(),
  });
  copy.links = space.links
    .filter((link) => link.changeRequest === undefined)
    .map((link) => ({
      status: link.status,
      relation: link.relation,
      target: remap(link.target),
      locations: link.locations.map(remap),
    }));
  if (space.visitorAuth) copy.visitorAuth = { ...space.visitorAuth };
  if (space.visibility === 'share-link') copy.shareKey = newId('sk');
  return copy;
}
