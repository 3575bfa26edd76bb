import { findOrganization } from '../domain/access.ts';
import {
  memberResponse,
  organizationMembers,
  peopleIndex,
  readableMember,
  removeMember,
  requirePeopleReader,
  updateMemberRole,
} from '../domain/members.ts';
import { userResource } from '../domain/users.ts';
import { defineOperation, removedOrAbsent, scopedOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';
import { adminOf } from './scopes.ts';

/** Organization members and the signed-in user: thin handlers; the rules live in domain/. */
export const memberOperations = [
  defineOperation('getCurrentUser', ({ user, origin }) => userResource(user, origin)),

  defineOperation('listOrganizationMembers', ({ state, user, params, query, origin }) => {
    const organization = findOrganization(state, params.organizationId);
    requirePeopleReader(state, organization, user, 'members');
    const index = peopleIndex(state, organization.id);
    return paginateAs(organizationMembers(index, query), query, (record) =>
      memberResponse(record, index, origin),
    );
  }),

  defineOperation('getOrganizationMember', ({ state, user, params, origin }) => {
    const organization = findOrganization(state, params.organizationId);
    const record = readableMember(state, organization, user, params.userId);
    return memberResponse(record, peopleIndex(state, organization.id), origin);
  }),

  scopedOperation(
    'updateOrganizationMember',
    adminOf("change members' roles"),
    (organization, { state, params, body, origin }) => {
      const record = updateMemberRole(state, organization, params.userId, body);
      return memberResponse(record, peopleIndex(state, organization.id), origin);
    },
  ),

  scopedOperation(
    'removeOrganizationMember',
    adminOf('remove members'),
    // The platform's 204 for a user who was not a member, 205 when one was removed (§6.3).
    (organization, { state, params }) =>
      removedOrAbsent(removeMember(state, organization, params.userId)),
  ),
];
