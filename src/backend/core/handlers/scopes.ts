import { adminOrganization, memberOrganization } from '../domain/access.ts';
import type { BackendState, OrganizationRecord, UserRecord } from '../store/state.ts';

/**
 * The checks areas start their operations from (`scopedOperation`): what a check reads of a
 * request whose path names an organization, and the checks several areas share.
 */

export interface OrganizationRequest {
  state: BackendState;
  user: UserRecord;
  params: { organizationId: string };
}

/** A rule's check of an organization and its caller, as a check of the path's organization. */
export function inOrganization<Scope>(
  check: (state: BackendState, organizationId: string, user: UserRecord) => Scope,
): (request: OrganizationRequest) => Scope {
  return ({ state, params, user }) => check(state, params.organizationId, user);
}

/** The path's organization (404) for a member caller, guests included (403 for anyone else). */
export const memberOf = inOrganization(memberOrganization);

/** The path's organization (404) for an admin caller (403, naming what they may not do). */
export function adminOf(action: string): (request: OrganizationRequest) => OrganizationRecord {
  return ({ state, params, user }) => adminOrganization(state, params.organizationId, user, action);
}
