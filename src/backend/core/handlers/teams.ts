import { findOrganization } from '../domain/access.ts';
import { peopleIndex, requirePeopleReader } from '../domain/members.ts';
import {
  manageableTeam,
  putTeamMember,
  removeTeamMember,
  teamMembers,
  teamMembershipResponse,
  updateTeamMembers,
} from '../domain/team-members.ts';
import {
  activeSpaceIds,
  createTeam,
  deleteTeam,
  organizationTeams,
  readableTeam,
  renameTeam,
  teamResponse,
} from '../domain/teams.ts';
import { defineOperation, scopedOperation } from '../http/operation.ts';
import { paginate, paginateAs } from '../http/pagination.ts';
import type { BackendState, TeamRecord, UserRecord } from '../store/state.ts';
import { adminOf } from './scopes.ts';

/** Teams and team members: thin handlers; the rules live in domain/. */

function answer(state: BackendState, team: TeamRecord, user: UserRecord) {
  return teamResponse(state, team, user, activeSpaceIds(state, team.organizationId));
}

export const teamOperations = [
  defineOperation('listOrganizationTeams', ({ state, user, params, query }) => {
    const organization = findOrganization(state, params.organizationId);
    requirePeopleReader(state, organization, user, 'teams');
    const page = paginate(organizationTeams(state, organization.id, query), query);
    const spaces = activeSpaceIds(state, organization.id);
    return { ...page, items: page.items.map((team) => teamResponse(state, team, user, spaces)) };
  }),

  scopedOperation(
    'createTeam',
    adminOf('create teams'),
    (organization, { state, user, body, clock }) =>
      answer(state, createTeam(state, organization, body, clock.nowIso()), user),
  ),

  defineOperation('getTeam', ({ state, user, params }) =>
    answer(state, readableTeam(state, params.organizationId, params.teamId, user), user),
  ),

  scopedOperation(
    'updateTeam',
    adminOf('rename teams'),
    (organization, { state, user, params, body }) =>
      answer(state, renameTeam(state, organization, params.teamId, body), user),
  ),

  scopedOperation('deleteTeam', adminOf('delete teams'), (organization, { state, params }) => {
    deleteTeam(state, organization, params.teamId);
  }),

  defineOperation('listTeamMembers', ({ state, user, params, query, origin }) => {
    const team = readableTeam(state, params.organizationId, params.teamId, user);
    const index = peopleIndex(state, team.organizationId);
    return paginateAs(teamMembers(team, index), query, (member) =>
      teamMembershipResponse(member, index, origin),
    );
  }),

  defineOperation('updateTeamMembers', ({ state, user, params, body }) => {
    const team = manageableTeam(state, params.organizationId, params.teamId, user);
    updateTeamMembers(team, body, peopleIndex(state, team.organizationId));
  }),

  defineOperation('updateTeamMember', ({ state, user, params, body }) => {
    const team = manageableTeam(state, params.organizationId, params.teamId, user);
    putTeamMember(state, team, params.userId, body.role);
  }),

  defineOperation('removeTeamMember', ({ state, user, params }) => {
    removeTeamMember(
      state,
      manageableTeam(state, params.organizationId, params.teamId, user),
      params.userId,
    );
  }),
];
