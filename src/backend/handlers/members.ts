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
import { defineOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';

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

  defineOperation('updateOrganizationMember', ({ state, user, params, body, origin }) => {
    const organization = findOrganization(state, params.organizationId);
    const record = updateMemberRole(state, organization, user, params.userId, body);
    return memberResponse(record, peopleIndex(state, organization.id), origin);
  }),

  defineOperation('removeOrganizationMember', ({ state, user, params }) => {
    removeMember(state, findOrganization(state, params.organizationId), user, params.userId);
  }),
];
