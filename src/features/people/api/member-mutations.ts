import { MutationObserver, useMutation, type QueryClient } from '@tanstack/react-query';
import type { MemberRole } from '@/api/schema.gen';
import { apiMutationOptions, useApiMutation } from '@/lib/api-mutation';

export interface MemberRoleChange {
  userId: string;
  role: MemberRole;
}

const memberPath = '/v1/orgs/{organizationId}/members/{userId}';

/**
 * A member's organization role; null makes them a guest. Admins only; the last admin stays.
 * Its declared effects: the members and teams, and the organization (the caller's own
 * permissions).
 */
const memberRoleMutation = (orgId: string) =>
  apiMutationOptions('patch', memberPath, ({ userId, role }: MemberRoleChange) => ({
    params: { path: { organizationId: orgId, userId } },
    body: { role },
  }));

export function useUpdateMemberRole(orgId: string) {
  return useMutation(memberRoleMutation(orgId));
}

/**
 * The same change outside any component, for the Undo of a toast: the row that made the change
 * may be gone by then (a role filter no longer lists the member).
 */
export function changeMemberRoleLater(
  client: QueryClient,
  orgId: string,
  change: MemberRoleChange,
) {
  return new MutationObserver(client, memberRoleMutation(orgId)).mutate(change);
}

/** Removes a member and their team memberships. Admins only; the last admin stays. */
export function useRemoveMember(orgId: string) {
  return useApiMutation('delete', memberPath, {
    request: (userId: string) => ({ params: { path: { organizationId: orgId, userId } } }),
  });
}
