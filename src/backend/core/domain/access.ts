import { ApiError } from '../http/api-error.ts';
import { findByKey } from '../store/indexes.ts';
import { findById } from './lookup.ts';
import type {
  BackendState,
  MemberRole,
  MembershipRecord,
  OrganizationRecord,
  UserRecord,
} from '../store/state.ts';

/** Who may do what in an organization. Role semantics come from the spec's Role definition. */

/** The caller's membership role: a Role, null for a guest, undefined when not a member. */
export type Membership = MemberRole | undefined;

export function findOrganization(state: BackendState, organizationId: string): OrganizationRecord {
  return findById(state, 'organization-by-id', state.organizations, organizationId, 'organization');
}

const memberKey = (organizationId: string, userId: string) => `${organizationId} ${userId}`;

/** The membership record, disabled or not (for managing people rather than for access). */
export function findMembership(
  state: BackendState,
  organizationId: string,
  userId: string,
): MembershipRecord | undefined {
  return findByKey(
    state,
    'membership-by-member',
    state.memberships,
    (m) => memberKey(m.organizationId, m.userId),
    memberKey(organizationId, userId),
  );
}

/**
 * The role that grants access. A disabled member cannot reach the organization's content
 * (platform-values §6.3), so for access they count as no member at all.
 */
export function membershipOf(
  state: BackendState,
  organizationId: string,
  userId: string,
): Membership {
  const membership = findMembership(state, organizationId, userId);
  return membership && !membership.disabled ? membership.role : undefined;
}

/** Members (guests included) may read; anyone else gets 403 (decisions 0003). */
export function requireMember(
  state: BackendState,
  organization: OrganizationRecord,
  user: UserRecord,
): MemberRole {
  return requireMemberOf(state, organization.id, user);
}

/** `requireMember` by the organization's id, for rules that hold only the id. */
export function requireMemberOf(
  state: BackendState,
  organizationId: string,
  user: UserRecord,
): MemberRole {
  const role = membershipOf(state, organizationId, user.id);
  if (role === undefined)
    throw new ApiError(403, `You are not a member of the organization '${organizationId}'.`);
  return role;
}

/** The 403 of a member whose role may not do `action`, naming the roles that may. */
export function refuseRole(
  allowed: string,
  action: string,
  organizationId: string,
  role: Membership,
): never {
  throw new ApiError(
    403,
    `Only ${allowed} can ${action}; your role in '${organizationId}' is ${role ?? 'guest'}.`,
  );
}

export function requireAdmin(
  state: BackendState,
  organization: OrganizationRecord,
  user: UserRecord,
  action: string,
): void {
  const role = requireMember(state, organization, user);
  if (role !== 'admin') refuseRole('admins', action, organization.id, role);
}

/** The organization (404) of a member caller (403, guests included), checked before anything inside it. */
export function memberOrganization(
  state: BackendState,
  organizationId: string,
  user: UserRecord,
): OrganizationRecord {
  const organization = findOrganization(state, organizationId);
  requireMember(state, organization, user);
  return organization;
}

/** The organization (404) of an admin caller (403), checked before anything inside it. */
export function adminOrganization(
  state: BackendState,
  organizationId: string,
  user: UserRecord,
  action: string,
): OrganizationRecord {
  const organization = findOrganization(state, organizationId);
  requireAdmin(state, organization, user, action);
  return organization;
}
