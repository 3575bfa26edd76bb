import { findOrganization } from '../domain/access.ts';
import {
  findActiveSpace,
  findSpace,
  requireContentReader,
  spaceReadAccess,
} from '../domain/content-access.ts';
import { spaceLinks } from '../domain/content-links.ts';
import { moveContent, transferContent } from '../domain/content-moves.ts';
import type { ContentNode } from '../domain/content-tree.ts';
import { isDeleted } from '../domain/content-tree.ts';
import {
  createSpace,
  deleteSpace,
  duplicateSpace,
  organizationSpaces,
  recentlyDeletedSpaces,
  restoreSpace,
  spaceResponse,
  updateSpace,
} from '../domain/spaces.ts';
import { ApiError } from '../http/api-error.ts';
import { defineOperation, type OperationContext } from '../http/operation.ts';
import { paginate, paginateAs } from '../http/pagination.ts';
import { membershipOf } from '../domain/access.ts';
import type { BackendState, SpaceRecord, UserRecord } from '../store/state.ts';

/** Spaces: thin handlers; the rules live in domain/. */

/** The space as a member of its (current) organization sees it. */
function memberView(state: BackendState, space: SpaceRecord, user: UserRecord, origin: string) {
  return spaceResponse(
    space,
    findOrganization(state, space.organizationId),
    { membership: membershipOf(state, space.organizationId, user.id) },
    origin,
  );
}

/**
 * Moving a space in its organization and transferring it to another: a live space, the rule
 * (which checks the caller), then the space is updated and answered as its members see it.
 */
function relocateSpace(
  { state, user, params, origin, clock }: OperationContext<'moveSpace' | 'transferSpace'>,
  relocate: (node: ContentNode) => void,
) {
  const now = clock.now();
  const space = findActiveSpace(state, params.spaceId, now);
  relocate({ type: 'space', record: space });
  space.updatedAt = now.toISOString();
  return memberView(state, space, user, origin);
}

export const spaceOperations = [
  defineOperation('getSpace', ({ state, user, params, query, origin, clock }) => {
    const space = findSpace(state, params.spaceId, clock.now());
    const access = spaceReadAccess(state, space, user, query.shareKey);
    // A share key opens a live space only; what happens to deleted ones is for members.
    if (access.shareKey && isDeleted(space))
      throw new ApiError(404, `No space matches id '${space.id}'`);
    return spaceResponse(space, findOrganization(state, space.organizationId), access, origin);
  }),

  defineOperation('updateSpace', ({ state, user, params, body, origin, clock }) => {
    const now = clock.now();
    const space = findActiveSpace(state, params.spaceId, now);
    updateSpace(state, space, user, body, now);
    return memberView(state, space, user, origin);
  }),

  defineOperation('deleteSpace', ({ state, user, params, clock }) => {
    deleteSpace(state, params.spaceId, user, clock.now());
  }),

  defineOperation('duplicateSpace', ({ state, user, params, origin, clock }) => {
    const now = clock.now();
    const copy = duplicateSpace(state, findActiveSpace(state, params.spaceId, now), user, now);
    return memberView(state, copy, user, origin);
  }),

  defineOperation('restoreSpace', ({ state, user, params, origin, clock }) => {
    const now = clock.now();
    const space = findSpace(state, params.spaceId, now);
    restoreSpace(state, space, user, now);
    return memberView(state, space, user, origin);
  }),

  defineOperation('moveSpace', (context) =>
    relocateSpace(context, (node) => moveContent(context.state, node, context.body, context.user)),
  ),

  defineOperation('transferSpace', (context) =>
    relocateSpace(context, (node) =>
      transferContent(context.state, node, context.body, context.user),
    ),
  ),

  defineOperation('listSpaceLinks', ({ state, user, params, query, clock, origin }) => {
    const space = findActiveSpace(state, params.spaceId, clock.now());
    const membership = requireContentReader(state, space.organizationId, user);
    const { stats, items } = spaceLinks({ state, membership, origin }, space, query.status);
    return { ...paginate(items, query), stats };
  }),

  defineOperation(
    'listOrganizationSpaces',
    ({ state, user, params, query, origin, clock }) => {
      const organization = findOrganization(state, params.organizationId);
      const membership = requireContentReader(state, organization.id, user);
      const spaces = query.deleted
        ? recentlyDeletedSpaces(state, organization.id, clock.now())
        : organizationSpaces(state, organization.id);
      return paginateAs(spaces, query, (space) =>
        spaceResponse(space, organization, { membership }, origin),
      );
    },
    // Recently deleted spaces leave the list as the clock passes their purge date.
    { reusable: ({ query }) => !query.deleted },
  ),

  defineOperation('createSpace', ({ state, user, params, body, origin, clock }) => {
    const organization = findOrganization(state, params.organizationId);
    const space = createSpace(state, organization, user, body, clock.now());
    return memberView(state, space, user, origin);
  }),
];
