import type { MemberRole } from '@/api/schema.gen';
import { useApiMutation } from '@/lib/api-mutation';
import { queryRoots } from '@/lib/query-keys';

/**
 * What a change of membership makes stale: the members lists and counts, the teams (their
 * members and counts), and the organization (the caller's own permissions when they change
 * their own role).
 */
const membershipEffects = [queryRoots.members, queryRoots.teams, queryRoots.organizations];

/** A member's organization role; null makes them a guest. Admins only; the last admin stays. */
export function useUpdateMemberRole(orgId: string) {
  return useApiMutation('patch', '/v1/orgs/{organizationId}/members/{userId}', {
    request: ({ userId, role }: { userId: string; role: MemberRole }) => ({
      params: { path: { organizationId: orgId, userId } },
      body: { role },
    }),
    meta: { invalidates: membershipEffects },
  });
}

/** Removes a member and their team memberships. Admins only; the last admin stays. */
export function useRemoveMember(orgId: string) {
  return useApiMutation('delete', '/v1/orgs/{organizationId}/members/{userId}', {
    request: (userId: string) => ({ params: { path: { organizationId: orgId, userId } } }),
    meta: { invalidates: membershipEffects },
  });
}
