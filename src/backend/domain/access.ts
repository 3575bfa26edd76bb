import { ApiError } from '../http/api-error.ts';
import { findByKey } from '../store/indexes.ts';
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
  const organization = findByKey(
    state,
    'organization-by-id',
    state.organizations,
    (org) => org.id,
    organizationId,
  );
  if (!organization) throw new ApiError(404, `No organization matches id '${organizationId}'`);
  return organization;
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
  const role = membershipOf(state, organization.id, user.id);
  if (role === undefined)
    throw new ApiError(403, `You are not a member of the organization '${organization.id}'.`);
  return role;
}

export function requireAdmin(
  state: BackendState,
  organization: OrganizationRecord,
  user: UserRecord,
  action: string,
): void {
  const role = requireMember(state, organization, user);
  if (role !== 'admin')
    throw new ApiError(
      403,
      `Only admins can ${action}; your role in '${organization.id}' is ${role ?? 'guest'}.`,
    );
}
