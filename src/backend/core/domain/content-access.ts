import type { CollectionPermissions, SpacePermissions } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import { findByKey } from '../store/indexes.ts';
import type {
  BackendState,
  CollectionRecord,
  Role,
  SpaceRecord,
  UserRecord,
} from '../store/state.ts';
import {
  findOrganization,
  membershipOf,
  refuseRole,
  requireMemberOf,
  type Membership,
} from './access.ts';
import { isDeleted, isExpired, purgeExpired } from './content-tree.ts';
import { findById, findInOrganization, idOf } from './lookup.ts';

/**
 * Finding spaces and collections, and who may do what with them (decision 0005). Every member
 * reads; the admin and create roles change the content tree; transfer needs admin on both
 * sides.
 */

/** How the caller reaches a space: its organization role, or only a share key. */
export type SpaceAccess = { membership: Membership; shareKey?: boolean };

/** Roles that may create, change, move, duplicate, delete and restore content. */
const managers = new Set<Membership>(['admin', 'create']);

export function canManageContent(membership: Membership): boolean {
  return managers.has(membership);
}

const editors = new Set<Membership>(['admin', 'create', 'review', 'edit']);
const reviewers = new Set<Membership>(['admin', 'create', 'review']);
const commenters = new Set<Membership>(['admin', 'create', 'review', 'edit', 'comment']);

export function spacePermissions(space: SpaceRecord, access: SpaceAccess): SpacePermissions {
  const { membership } = access;
  const member = membership !== undefined;
  const reads = member || access.shareKey === true;
  const live = space.editMode === 'live';
  return {
    view: reads,
    access: reads,
    admin: canManageContent(membership),
    viewInviteLinks: membership === 'admin',
    edit: live && editors.has(membership),
    triggerGitSync: live && editors.has(membership),
    comment: commenters.has(membership),
    merge: live && reviewers.has(membership),
    review: reviewers.has(membership),
    installIntegration: membership === 'admin',
  };
}

export function collectionPermissions(membership: Membership): CollectionPermissions {
  return {
    view: membership !== undefined,
    admin: canManageContent(membership),
    viewInviteLinks: membership === 'admin',
    create: canManageContent(membership),
  };
}

/** A space that exists (deleted but restorable included); gone or unknown is 404. */
export function findSpace(state: BackendState, spaceId: string, now: Date): SpaceRecord {
  const space = findByKey(state, 'space-by-id', state.spaces, idOf, spaceId);
  if (!space || isExpired(space, now)) throw new ApiError(404, `No space matches id '${spaceId}'`);
  return space;
}

/** A space that is not deleted: every change but restore needs one. */
export function findActiveSpace(state: BackendState, spaceId: string, now: Date): SpaceRecord {
  const space = findSpace(state, spaceId, now);
  if (isDeleted(space))
    throw new ApiError(404, `The space '${spaceId}' is deleted; restore it first.`);
  return space;
}

export function findCollection(state: BackendState, collectionId: string): CollectionRecord {
  return findById(state, 'collection-by-id', state.collections, collectionId, 'collection');
}

/** A collection of this very organization (a parent or target of content). */
export function findCollectionIn(
  state: BackendState,
  organizationId: string,
  collectionId: string,
): CollectionRecord {
  return findInOrganization(state.collections, organizationId, collectionId, 'collection');
}

/** Members read; anyone else is refused (403). */
export function requireContentReader(
  state: BackendState,
  organizationId: string,
  user: UserRecord,
): Membership {
  return requireMemberOf(state, organizationId, user);
}

/**
 * A check that the caller's role in the organization is one of `roles` (403 naming who may,
 * `allowed`, otherwise), after `requireContentReader`; it gives the role.
 */
function contentRoleCheck(
  roles: ReadonlySet<Membership>,
  allowed: string,
): (state: BackendState, organizationId: string, user: UserRecord, action: string) => Membership {
  return (state, organizationId, user, action) => {
    const membership = requireContentReader(state, organizationId, user);
    if (!roles.has(membership)) refuseRole(allowed, action, organizationId, membership);
    return membership;
  };
}

/** The admin and create roles change the content tree; everyone else gets 403. */
export const requireContentManager = contentRoleCheck(managers, 'admins and creators');

/** The admin, create, review and edit roles write content (change requests, imports): else 403. */
export const requireContentEditor = contentRoleCheck(
  editors,
  'the admin, create, review and edit roles',
);

/**
 * Who reads a space: members of its organization, or anyone with the share key of a
 * share-link space.
 */
export function spaceReadAccess(
  state: BackendState,
  space: SpaceRecord,
  user: UserRecord,
  shareKey: string | undefined,
): SpaceAccess {
  const membership = membershipOf(state, space.organizationId, user.id);
  if (membership !== undefined) return { membership };
  if (
    shareKey !== undefined &&
    space.visibility === 'share-link' &&
    space.shareKey !== undefined &&
    shareKey === space.shareKey
  )
    return { membership, shareKey: true };
  throw new ApiError(
    403,
    shareKey === undefined
      ? `You are not a member of the organization '${space.organizationId}'.`
      : `The share key does not open the space '${space.id}'.`,
  );
}

/**
 * The default level a space or collection follows when it has none of its own (a PATCH with
 * `inherit` or null, docs/decisions/0021): its parent collection's, or at the root the
 * organization's default role (`read` when that is guest), as a new one gets.
 */
export function inheritedLevel(
  state: BackendState,
  organization: { id: string; defaultRole: Role | null },
  parentId: string | undefined,
): Role {
  const parent =
    parentId === undefined
      ? undefined
      : state.collections.find((c) => c.id === parentId && c.organizationId === organization.id);
  return parent?.defaultLevel ?? organization.defaultRole ?? 'read';
}

/** A PATCH's `defaultLevel` as the role to store. */
export function levelToStore(
  state: BackendState,
  organization: { id: string; defaultRole: Role | null },
  parentId: string | undefined,
  update: Role | 'inherit' | null,
): Role {
  return update === null || update === 'inherit'
    ? inheritedLevel(state, organization, parentId)
    : update;
}

/**
 * A changed `defaultLevel` of a space or a collection, stored as `levelToStore` stores it for
 * the record's organization and parent; absent: nothing changes.
 */
export function updateDefaultLevel(
  state: BackendState,
  record: { organizationId: string; parentId?: string; defaultLevel: Role },
  update: Role | 'inherit' | null | undefined,
): void {
  if (update === undefined) return;
  const organization = findOrganization(state, record.organizationId);
  record.defaultLevel = levelToStore(state, organization, record.parentId, update);
}

/**
 * How deleting a space or a collection starts: the record (absent: undefined, nothing to do),
 * a caller who manages content (403), then the housekeeping of what expired, only once the
 * caller may change things, so that a refused request changes nothing.
 */
export function contentToDelete<T extends { id: string; organizationId: string }>(
  state: BackendState,
  records: readonly T[],
  id: string,
  user: UserRecord,
  what: 'spaces' | 'collections',
  now: Date,
): T | undefined {
  const record = records.find((candidate) => candidate.id === id);
  if (!record) return undefined;
  requireContentManager(state, record.organizationId, user, `delete ${what}`);
  purgeExpired(state, now);
  return record;
}
