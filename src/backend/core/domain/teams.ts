import type { Team, TeamCreate, TeamUpdate } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendState, OrganizationRecord, TeamRecord, UserRecord } from '../store/state.ts';
import { findMembership, findOrganization, membershipOf } from './access.ts';
import { newId } from './ids.ts';
import { requirePeopleReader } from './members.ts';
import { byCodePoint, byName } from './order.ts';
import { findInOrganization, withoutRecord } from './lookup.ts';
import { refuseTakenName } from './unique-names.ts';

/**
 * Teams (decision 0012): members who are not guests read them; only admins create, rename and
 * delete them; admins and a team's owners change its members (team-members.ts). `members` and
 * `spaces` are counted when read, so they are never out of step.
 */

export function findTeam(state: BackendState, organizationId: string, teamId: string): TeamRecord {
  return findInOrganization(state.teams, organizationId, teamId, 'team');
}

/** A team the caller may read: organization (404), not a guest (403), team (404). */
export function readableTeam(
  state: BackendState,
  organizationId: string,
  teamId: string,
  user: UserRecord,
): TeamRecord {
  const organization = findOrganization(state, organizationId);
  requirePeopleReader(state, organization, user, 'teams');
  return findTeam(state, organization.id, teamId);
}

/**
 * Who manages a team's members: an admin of the organization, or one of the team's owners,
 * as long as they can read teams at all (not a guest, not disabled).
 */
export function canManageTeam(state: BackendState, team: TeamRecord, userId: string): boolean {
  const role = membershipOf(state, team.organizationId, userId);
  if (role === undefined || role === null) return false;
  return role === 'admin' || team.members.some((m) => m.userId === userId && m.role === 'owner');
}

/** Ids of the organization's spaces that are not deleted (what a team's `spaces` counts). */
export function activeSpaceIds(state: BackendState, organizationId: string): Set<string> {
  const ids = new Set<string>();
  for (const space of state.spaces)
    if (space.organizationId === organizationId && space.deletedAt === undefined) ids.add(space.id);
  return ids;
}

export function teamResponse(
  state: BackendState,
  team: TeamRecord,
  caller: UserRecord,
  activeSpaces: ReadonlySet<string>,
): Team {
  return {
    object: 'team',
    id: team.id,
    title: team.title,
    members: team.members.length,
    spaces: team.spaceIds.filter((id) => activeSpaces.has(id)).length,
    createdAt: team.createdAt,
    permissions: { admin: canManageTeam(state, team, caller.id), view: true },
  };
}

export interface TeamFilters {
  owner?: string;
  title?: string;
}

/** By title, case-insensitively, then by id, so equal titles keep one order. */
function byTitle(a: TeamRecord, b: TeamRecord): number {
  return byName(a.title, b.title) || byCodePoint(a.id, b.id);
}

/**
 * The organization's teams, filtered by `title` (case-insensitive substring) and `owner` (a
 * member id: the teams that member can manage, so every team for an admin and none for a
 * guest or someone who is not a member).
 */
export function organizationTeams(
  state: BackendState,
  organizationId: string,
  filters: TeamFilters,
): TeamRecord[] {
  const title = filters.title?.toLowerCase();
  const { owner } = filters;
  return state.teams
    .filter(
      (team) =>
        team.organizationId === organizationId &&
        (title === undefined || team.title.toLowerCase().includes(title)) &&
        (owner === undefined || canManageTeam(state, team, owner)),
    )
    .sort(byTitle);
}

/**
 * The user ids of `members`, which must all be members of the organization: the first that is
 * not answers 400 with its pointer. Repeats count once.
 */
function checkedMemberIds(
  state: BackendState,
  organizationId: string,
  members: readonly string[],
): string[] {
  members.forEach((userId, index) => {
    if (!findMembership(state, organizationId, userId))
      throw new ApiError(
        400,
        `/members/${index} '${userId}' is not a member of this organization.`,
      );
  });
  return [...new Set(members)];
}

/** 400 when another team of the organization already has this title (decision 0012). */
function refuseTakenTitle(
  state: BackendState,
  organizationId: string,
  candidate: { id?: string; name: string },
): void {
  const teams = state.teams
    .filter((team) => team.organizationId === organizationId)
    .map((team) => ({ id: team.id, name: team.title }));
  refuseTakenName(teams, candidate, {
    pointer: '/title',
    noun: 'name',
    thing: 'a team',
  });
}

/**
 * Creates a team in an organization whose admin asks; its members join as `member`. Nothing is
 * created on a 400 (a title another team has, a member id of someone outside).
 */
export function createTeam(
  state: BackendState,
  organization: OrganizationRecord,
  body: TeamCreate,
  now: string,
): TeamRecord {
  refuseTakenTitle(state, organization.id, { name: body.title });
  const members = checkedMemberIds(state, organization.id, body.members ?? []);
  const team: TeamRecord = {
    id: newId('team'),
    organizationId: organization.id,
    title: body.title.trim(),
    createdAt: now,
    members: members.map((userId) => ({ userId, role: 'member' })),
    spaceIds: [],
  };
  state.teams.push(team);
  return team;
}

/** Renames a team, for an admin of its organization (owners manage members, nothing else). */
export function renameTeam(
  state: BackendState,
  organization: OrganizationRecord,
  teamId: string,
  body: TeamUpdate,
): TeamRecord {
  const team = findTeam(state, organization.id, teamId);
  refuseTakenTitle(state, organization.id, { id: team.id, name: body.title });
  team.title = body.title.trim();
  return team;
}

/**
 * Deletes a team, for an admin of its organization, with its memberships, so members' `teams`
 * counts drop, and clears it as the default team of the organization's SAML providers. A team
 * that does not exist is not an error.
 */
export function deleteTeam(
  state: BackendState,
  organization: OrganizationRecord,
  teamId: string,
): void {
  state.teams = withoutRecord(state.teams, organization.id, teamId);
  for (const provider of state.samlProviders)
    if (provider.organizationId === organization.id && provider.defaultTeam === teamId)
      delete provider.defaultTeam;
}
