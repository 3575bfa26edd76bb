import type { Member, MemberRoleFilter, MemberUpdate } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  MembershipRecord,
  OrganizationRecord,
  Role,
  UserRecord,
} from '../store/state.ts';
import { findMembership, requireMember } from './access.ts';
import { lastHolderRefusal } from './last-holder.ts';
import { byCodePoint } from './order.ts';
import { userResource } from './users.ts';
import { inOrganization, notFound } from './lookup.ts';

/**
 * Organization members (platform-values §6.3, decision 0012): who may see them, the Member
 * resource with its live counts, the list's filters and order, role changes and removal. The
 * organization always keeps an admin who is not disabled.
 */

/**
 * Members who are not guests see the organization's people (its members and teams), as
 * `Organization.permissions.listMembers` and `listTeams` say; guests and others get 403.
 */
export function requirePeopleReader(
  state: BackendState,
  organization: OrganizationRecord,
  user: UserRecord,
  what: 'members' | 'teams',
): Role {
  const role = requireMember(state, organization, user);
  if (role === null)
    throw new ApiError(
      403,
      `Guests cannot see the ${what} of the organization '${organization.id}'.`,
    );
  return role;
}

/**
 * The member a caller may read: members who are not guests read anyone, and every member
 * reads their own membership (how the console learns the caller's role, platform-values §6.6).
 */
export function readableMember(
  state: BackendState,
  organization: OrganizationRecord,
  caller: UserRecord,
  userId: string,
): MembershipRecord {
  if (userId === caller.id) requireMember(state, organization, caller);
  else requirePeopleReader(state, organization, caller, 'members');
  return findMember(state, organization.id, userId);
}

/** A member of the organization (disabled ones included); anyone else is 404. */
export function findMember(
  state: BackendState,
  organizationId: string,
  userId: string,
): MembershipRecord {
  const member = findMembership(state, organizationId, userId);
  if (!member) throw notFound('member', userId, inOrganization(organizationId));
  return member;
}

/**
 * What the Member resources of one answer are computed from, gathered in one pass each, so a
 * page of 2,000 members costs no more lookups than a page of 12.
 */
export interface PeopleIndex {
  /** The organization's memberships (disabled ones included) by user id. */
  members: Map<string, MembershipRecord>;
  users: Map<string, UserRecord>;
  /** Teams of the organization per user id. */
  teams: Map<string, number>;
  /** Spaces of the organization that are not deleted: every member who is not disabled reaches them. */
  spaces: number;
}

export function peopleIndex(state: BackendState, organizationId: string): PeopleIndex {
  const members = new Map<string, MembershipRecord>();
  for (const membership of state.memberships)
    if (membership.organizationId === organizationId) members.set(membership.userId, membership);
  const users = new Map(state.users.map((user) => [user.id, user]));
  const teams = new Map<string, number>();
  for (const team of state.teams)
    if (team.organizationId === organizationId)
      for (const { userId } of team.members) teams.set(userId, (teams.get(userId) ?? 0) + 1);
  let spaces = 0;
  for (const space of state.spaces)
    if (space.organizationId === organizationId && space.deletedAt === undefined) spaces += 1;
  return { members, users, teams, spaces };
}

/** The user behind a membership; a membership always has one, so a miss is a broken state. */
function userOf(index: PeopleIndex, userId: string): UserRecord {
  const user = index.users.get(userId);
  if (!user) throw new Error(`The membership of '${userId}' has no user.`);
  return user;
}

export function memberResponse(
  record: MembershipRecord,
  index: PeopleIndex,
  origin: string,
): Member {
  const member: Member = {
    object: 'member',
    id: record.userId,
    role: record.role,
    user: userResource(userOf(index, record.userId), origin),
    disabled: record.disabled,
    joinedAt: record.joinedAt,
    sso: record.sso,
    spaces: record.disabled ? 0 : index.spaces,
    teams: index.teams.get(record.userId) ?? 0,
  };
  if (record.lastSeenAt !== undefined) member.lastSeenAt = record.lastSeenAt;
  return member;
}

export interface MemberFilters {
  order?: 'asc' | 'desc';
  sort?: 'joinedAt' | 'lastSeenAt';
  role?: MemberRoleFilter;
  search?: string;
}

/**
 * The list's members: filtered by role (`guest` = no role) and by a case-insensitive substring
 * of the name or email, then sorted by `sort` (ties by user id) in `order`. Sorting by
 * `lastSeenAt` lists only active members (not disabled), as the platform does; members who
 * never signed in have no `lastSeenAt` and come last in either order, as they do there.
 */
export function organizationMembers(
  index: PeopleIndex,
  filters: MemberFilters,
): MembershipRecord[] {
  const sort = filters.sort ?? 'joinedAt';
  const role = filters.role === 'guest' ? null : filters.role;
  const search = filters.search?.toLowerCase();
  const matches = (record: MembershipRecord): boolean => {
    if (role !== undefined && record.role !== role) return false;
    if (sort === 'lastSeenAt' && record.disabled) return false;
    if (search === undefined) return true;
    const user = userOf(index, record.userId);
    return (
      user.displayName.toLowerCase().includes(search) || user.email.toLowerCase().includes(search)
    );
  };
  const key = (record: MembershipRecord) =>
    sort === 'joinedAt' ? record.joinedAt : (record.lastSeenAt ?? '');
  const ascending = (a: MembershipRecord, b: MembershipRecord) =>
    byCodePoint(key(a), key(b)) || byCodePoint(a.userId, b.userId);
  const direction = (filters.order ?? 'desc') === 'asc' ? 1 : -1;
  const neverSeen = (record: MembershipRecord) =>
    sort === 'lastSeenAt' && record.lastSeenAt === undefined ? 1 : 0;
  return [...index.members.values()]
    .filter(matches)
    .sort((a, b) => neverSeen(a) - neverSeen(b) || direction * ascending(a, b));
}

/** Admins who can act: a disabled admin cannot reach the organization, so does not count. */
function activeAdmins(state: BackendState, organizationId: string): MembershipRecord[] {
  return state.memberships.filter(
    (m) => m.organizationId === organizationId && m.role === 'admin' && !m.disabled,
  );
}

/** 409 when `record` is the organization's only admin who is not disabled (decision 0012). */
function refuseLastAdmin(
  state: BackendState,
  organization: OrganizationRecord,
  record: MembershipRecord,
  action: string,
): void {
  if (record.role !== 'admin' || record.disabled) return;
  if (activeAdmins(state, organization.id).length > 1) return;
  throw lastHolderRefusal({
    name: state.users.find((u) => u.id === record.userId)?.displayName ?? record.userId,
    lastOf: `admin of '${organization.title}'`,
    action,
    role: 'an admin',
  });
}

/** Changes a member's role, for an admin of the organization; `{}` changes nothing. */
export function updateMemberRole(
  state: BackendState,
  organization: OrganizationRecord,
  userId: string,
  update: MemberUpdate,
): MembershipRecord {
  const record = findMember(state, organization.id, userId);
  if (update.role === undefined || update.role === record.role) return record;
  refuseLastAdmin(state, organization, record, 'change their role');
  record.role = update.role;
  return record;
}

/**
 * Removes a member and their team memberships, for an admin of the organization. Removing
 * someone who is not a member changes nothing and is not an error, as for every delete.
 */
export function removeMember(
  state: BackendState,
  organization: OrganizationRecord,
  userId: string,
): boolean {
  const record = findMembership(state, organization.id, userId);
  if (!record) return false;
  refuseLastAdmin(state, organization, record, 'remove them');
  state.memberships = state.memberships.filter((m) => m !== record);
  for (const team of state.teams)
    if (team.organizationId === organization.id)
      team.members = team.members.filter((m) => m.userId !== userId);
  return true;
}
