import type { TeamMembership, TeamMembersUpdate } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  TeamMemberRecord,
  TeamRecord,
  TeamRole,
  UserRecord,
} from '../store/state.ts';
import { lastHolderRefusal } from './last-holder.ts';
import { findMember, memberResponse, peopleIndex, type PeopleIndex } from './members.ts';
import { byCodePoint, byName } from './order.ts';
import { canManageTeam, readableTeam } from './teams.ts';

/**
 * A team's members (decision 0012): the list, the bulk change, and adding, updating or
 * removing one member. Admins and the team's owners make changes; every change is idempotent.
 * A team that has an owner keeps one, so it never depends on an admin to be managed again.
 */

/** A team whose members the caller may change: as readableTeam, then admin or owner (403). */
export function manageableTeam(
  state: BackendState,
  organizationId: string,
  teamId: string,
  user: UserRecord,
): TeamRecord {
  const team = readableTeam(state, organizationId, teamId, user);
  if (!canManageTeam(state, team, user.id))
    throw new ApiError(
      403,
      `Only admins and the owners of the team '${team.title}' can change its members.`,
    );
  return team;
}

/** The team's members by display name (case-insensitive), then user id. */
export function teamMembers(team: TeamRecord, index: PeopleIndex): TeamMemberRecord[] {
  const name = (userId: string) => index.users.get(userId)?.displayName ?? userId;
  return [...team.members].sort(
    (a, b) => byName(name(a.userId), name(b.userId)) || byCodePoint(a.userId, b.userId),
  );
}

export function teamMembershipResponse(
  member: TeamMemberRecord,
  index: PeopleIndex,
  origin: string,
): TeamMembership {
  const membership = index.members.get(member.userId);
  // Removing a member removes them from every team, so a team member is always a member.
  if (!membership) throw new Error(`Team member '${member.userId}' is not a member.`);
  return {
    organization: memberResponse(membership, index, origin),
    team: { role: member.role },
    permissions: { view: true },
  };
}

/**
 * Owners who can manage the team: a guest or disabled owner cannot read teams, so, like a
 * disabled admin for the last-admin rule, does not count.
 */
function activeOwners(members: readonly TeamMemberRecord[], index: PeopleIndex): string[] {
  return members
    .filter((member) => {
      if (member.role !== 'owner') return false;
      const membership = index.members.get(member.userId);
      return membership !== undefined && !membership.disabled && membership.role !== null;
    })
    .map((member) => member.userId);
}

/**
 * 409 when `next` (the team's members after a change) would leave a team that has an owner
 * without one (decision 0012), naming the owner the change demotes or removes. A team that has
 * no owner to begin with changes freely: only an admin could manage it already.
 */
function keepAnOwner(team: TeamRecord, next: readonly TeamMemberRecord[], index: PeopleIndex) {
  const [lost] = activeOwners(team.members, index);
  if (lost === undefined || activeOwners(next, index).length > 0) return;
  const stays = next.some((member) => member.userId === lost);
  throw lastHolderRefusal({
    name: index.users.get(lost)?.displayName ?? lost,
    lastOf: `owner of the team '${team.title}'`,
    action: stays ? 'change their team role' : 'remove them from it',
    role: 'an owner',
  });
}

/** `/memberships/<key>` with the key escaped as RFC 6901 says. */
function membershipPointer(userId: string): string {
  return `/memberships/${userId.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/**
 * Resolves entries of `add` and `remove`: a member's user id, or their email in any case. One
 * index of the organization's members per call, so 100 entries cost 100 map lookups.
 */
function memberResolver(index: PeopleIndex): (entry: string, pointer: string) => string {
  const byEmail = new Map<string, string>();
  for (const userId of index.members.keys()) {
    const email = index.users.get(userId)?.email;
    if (email) byEmail.set(email.toLowerCase(), userId);
  }
  return (entry, pointer) => {
    const userId = index.members.has(entry) ? entry : byEmail.get(entry.toLowerCase());
    if (userId === undefined)
      throw new ApiError(400, `${pointer} '${entry}' matches no member of this organization.`);
    return userId;
  };
}

/**
 * The bulk change: `remove` wins over `add` for a user in both; new members join as `member`
 * (members already in the team keep their role); then `memberships` sets roles, each for a
 * user who is in the team after the change. Every entry is checked before anything changes,
 * and sending the same body again changes nothing.
 */
export function updateTeamMembers(
  team: TeamRecord,
  body: TeamMembersUpdate,
  index: PeopleIndex,
): void {
  const resolve = memberResolver(index);
  const added = (body.add ?? []).map((entry, i) => resolve(entry, `/add/${i}`));
  const removed = new Set((body.remove ?? []).map((entry, i) => resolve(entry, `/remove/${i}`)));
  const next = team.members.filter((member) => !removed.has(member.userId));
  const present = new Map(next.map((member) => [member.userId, member]));
  for (const userId of added) {
    if (removed.has(userId) || present.has(userId)) continue;
    const member: TeamMemberRecord = { userId, role: 'member' };
    next.push(member);
    present.set(userId, member);
  }
  const roles = Object.entries(body.memberships ?? {});
  for (const [userId] of roles)
    if (!present.has(userId))
      throw new ApiError(
        400,
        `${membershipPointer(userId)} '${userId}' is not in the team after this change.`,
      );
  // Copies, so the records of the previous list are untouched until every check has passed.
  const changed = next.map((member) => ({ ...member }));
  for (const [userId, { role }] of roles) {
    const member = changed.find((m) => m.userId === userId);
    if (member) member.role = role;
  }
  keepAnOwner(team, changed, index);
  team.members = changed;
}

/**
 * Adds a member of the organization to the team (as `member` unless `role` says otherwise) or
 * changes their team role; without `role`, an existing member keeps theirs.
 */
export function putTeamMember(
  state: BackendState,
  team: TeamRecord,
  userId: string,
  role: TeamRole | undefined,
): void {
  findMember(state, team.organizationId, userId);
  const existing = team.members.find((member) => member.userId === userId);
  if (!existing) {
    team.members.push({ userId, role: role ?? 'member' });
    return;
  }
  if (role === undefined || role === existing.role) return;
  const next = team.members.map((member) => (member === existing ? { userId, role } : member));
  keepAnOwner(team, next, peopleIndex(state, team.organizationId));
  team.members = next;
}

/**
 * Removes the user from the team; someone who was not in it is not an error. The team's last
 * owner stays (409).
 */
export function removeTeamMember(state: BackendState, team: TeamRecord, userId: string): void {
  const next = team.members.filter((member) => member.userId !== userId);
  if (next.length === team.members.length) return;
  keepAnOwner(team, next, peopleIndex(state, team.organizationId));
  team.members = next;
}
