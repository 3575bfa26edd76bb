import {
  MutationObserver,
  mutationOptions,
  useMutation,
  type QueryClient,
} from '@tanstack/react-query';
import type { MemberRole } from '@/api/schema.gen';
import { callApi } from '@/lib/api-call';
import { useApiMutation } from '@/lib/api-mutation';
import { queryRoots } from '@/lib/query-keys';

/**
 * What a change of membership makes stale: the members lists and counts, the teams (their
 * members and counts), and the organization (the caller's own permissions when they change
 * their own role).
 */
const membershipEffects = [queryRoots.members, queryRoots.teams, queryRoots.organizations];

export interface MemberRoleChange {
  userId: string;
  role: MemberRole;
}

/** A member's organization role; null makes them a guest. Admins only; the last admin stays. */
function memberRoleMutation(orgId: string) {
  return mutationOptions({
    mutationFn: ({ userId, role }: MemberRoleChange) =>
      callApi('patch', '/v1/orgs/{organizationId}/members/{userId}', {
        params: { path: { organizationId: orgId, userId } },
        body: { role },
      }),
    meta: { invalidates: membershipEffects },
  });
}

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
  return useApiMutation('delete', '/v1/orgs/{organizationId}/members/{userId}', {
    request: (userId: string) => ({ params: { path: { organizationId: orgId, userId } } }),
    meta: { invalidates: membershipEffects },
  });
}
