import { findOrganization, membershipOf, requireMember } from '../domain/access.ts';
import {
  agentInstructionsResponse,
  replaceAgentInstructions,
} from '../domain/agent-instructions.ts';
import {
  deleteLinkInvite,
  joinOrganization,
  organizationForCaller,
  organizationResponse,
  organizationsByEmailDomain,
  organizationsOfUser,
  updateOrganization,
} from '../domain/organizations.ts';
import { searchOrganizationContent } from '../domain/search.ts';
import { defineOperation, scopedOperation } from '../http/operation.ts';
import { paginate, paginateAs } from '../http/pagination.ts';
import { adminOf, memberOf } from './scopes.ts';

/** Organizations: thin handlers; the rules live in domain/. */
export const organizationOperations = [
  defineOperation('listOrganizations', ({ state, user, query, origin }) => {
    return paginateAs(organizationsOfUser(state, user), query, ({ organization, membership }) =>
      organizationResponse(organization, membership, origin),
    );
  }),

  defineOperation(
    'getOrganization',
    ({ state, user, params, origin }) => {
      const organization = findOrganization(state, params.organizationId);
      const role = requireMember(state, organization, user);
      return organizationResponse(organization, role, origin);
    },
    { reusable: () => true },
  ),

  scopedOperation(
    'updateOrganization',
    adminOf('update the organization'),
    (organization, { state, user, body, origin }) => {
      updateOrganization(state, organization, body);
      return organizationResponse(
        organization,
        membershipOf(state, organization.id, user.id),
        origin,
      );
    },
  ),

  scopedOperation(
    'deleteLinkInvite',
    adminOf('delete invite links'),
    (organization, { state, params }) => {
      deleteLinkInvite(state, organization, params.inviteId);
    },
  ),

  defineOperation('joinOrganization', ({ state, user, params, clock }) => {
    joinOrganization(state, findOrganization(state, params.organizationId), user, clock.nowIso());
  }),

  scopedOperation('searchOrganizationContent', memberOf, (organization, { state, query }) => {
    return paginate(searchOrganizationContent(state, organization.id, query.query), query);
  }),

  scopedOperation('getAgentInstructions', memberOf, (organization, { state, origin }) => {
    return agentInstructionsResponse(state, organization, origin);
  }),

  scopedOperation(
    'updateAgentInstructions',
    adminOf('change the agent instructions'),
    (organization, { state, user, body, origin, clock }) => {
      replaceAgentInstructions(state, organization, user, body.instructions, clock.nowIso());
      return agentInstructionsResponse(state, organization, origin);
    },
  ),

  defineOperation('listOrganizationsByEmailDomain', ({ state, user, params, origin }) => ({
    organizations: organizationsByEmailDomain(state, params.emailDomain).map((organization) =>
      organizationForCaller(state, organization, user, origin),
    ),
  })),
];
