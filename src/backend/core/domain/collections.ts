import type { Collection, CollectionCreate, CollectionUpdate } from '../../../api/schema.gen.ts';
import type { Membership } from './access.ts';
import type {
  BackendState,
  CollectionRecord,
  OrganizationRecord,
  SpaceRecord,
  UserRecord,
} from '../store/state.ts';
import {
  collectionPermissions,
  findCollectionIn,
  contentToDelete,
  requireContentManager,
  updateDefaultLevel,
} from './content-access.ts';
import { indexed } from '../store/indexes.ts';
import {
  addContent,
  closeGap,
  collectionSubtree,
  contentChildren,
  isDeleted,
  treeOrder,
} from './content-tree.ts';
import { newId } from './ids.ts';
import { untitled } from './text.ts';
import { markDeleted } from './spaces.ts';
import { collectionAppUrl, collectionLocation } from './urls.ts';

/** Collections: the resource as the caller sees it, create, update, delete. */

export function collectionResponse(
  collection: CollectionRecord,
  membership: Membership,
  origin: string,
): Collection {
  const response: Collection = {
    object: 'collection',
    id: collection.id,
    title: collection.title,
    description: collection.description,
    organization: collection.organizationId,
    index: collection.index,
    defaultLevel: collection.defaultLevel,
    urls: {
      location: collectionLocation(origin, collection.id),
      app: collectionAppUrl(collection.organizationId, collection.id),
    },
    permissions: collectionPermissions(membership),
  };
  if (collection.parentId !== undefined) response.parent = collection.parentId;
  return response;
}

/** In tree order; `nested` false keeps only the top level. */
export function organizationCollections(
  state: BackendState,
  organizationId: string,
  nested: boolean,
): readonly CollectionRecord[] {
  return indexed(state, `collections:${organizationId}:${nested}`, () => {
    const children = contentChildren(state, organizationId);
    return (nested ? treeOrder(children) : (children.get('') ?? [])).flatMap((node) =>
      node.type === 'collection' ? [node.record] : [],
    );
  });
}

/** Creates a collection last in its parent. Admin and create roles only. */
export function createCollection(
  state: BackendState,
  organization: OrganizationRecord,
  user: UserRecord,
  body: CollectionCreate,
): CollectionRecord {
  requireContentManager(state, organization.id, user, 'create collections');
  const parent =
    body.parent === undefined ? undefined : findCollectionIn(state, organization.id, body.parent);
  const collection: CollectionRecord = {
    id: newId('collection'),
    organizationId: organization.id,
    title: body.title ?? untitled,
    description: body.description ?? '',
    index: 0,
    defaultLevel: organization.defaultRole ?? 'read',
  };
  if (parent) collection.parentId = parent.id;
  addContent(state, { type: 'collection', record: collection });
  return collection;
}

export function updateCollection(
  state: BackendState,
  collection: CollectionRecord,
  user: UserRecord,
  update: CollectionUpdate,
): void {
  requireContentManager(state, collection.organizationId, user, 'change collections');
  if (update.title !== undefined) collection.title = update.title;
  if (update.description !== undefined) collection.description = update.description;
  updateDefaultLevel(state, collection, update.defaultLevel);
}

/** What deleting a collection takes with it, for a confirmation or a test. */
export function collectionContents(
  state: BackendState,
  collection: CollectionRecord,
): { collections: number; spaces: number } {
  const ids = collectionSubtree(state, collection);
  return { collections: ids.size - 1, spaces: activeSpacesIn(state, ids).length };
}

/** The spaces, not deleted, whose collection is one of `ids`. */
function activeSpacesIn(state: BackendState, ids: ReadonlySet<string>): SpaceRecord[] {
  return state.spaces.filter(
    (space) => space.parentId !== undefined && ids.has(space.parentId) && !isDeleted(space),
  );
}

/**
 * Removes the collection and its nested collections for good, and deletes every active space
 * inside (restorable for 7 days, then at the root since their collection is gone). Absent:
 * nothing to do.
 */
export function deleteCollection(
  state: BackendState,
  collectionId: string,
  user: UserRecord,
  now: Date,
): void {
  const collection = contentToDelete(
    state,
    state.collections,
    collectionId,
    user,
    'collections',
    now,
  );
  if (!collection) return;
  const ids = collectionSubtree(state, collection);
  for (const space of activeSpacesIn(state, ids)) markDeleted(space, now);
  state.collections = state.collections.filter((record) => !ids.has(record.id));
  closeGap(state, collection.organizationId, collection.parentId);
}
