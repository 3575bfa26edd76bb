import { useMutation } from '@tanstack/react-query';
import type { MemberRole } from '@/api/schema.gen';
import { api, data, done } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * What a change of membership makes stale: the members lists and counts, the teams (their
 * members and counts), and the organization (the caller's own permissions when they change
 * their own role).
 */
const membershipEffects = [queryRoots.members, queryRoots.teams, queryRoots.organizations];

/** A member's organization role; null makes them a guest. Admins only; the last admin stays. */
export function useUpdateMemberRole(orgId: string) {
  return useMutation({
    mutationFn: (variables: { userId: string; role: MemberRole }) =>
      data(
        api().PATCH('/v1/orgs/{organizationId}/members/{userId}', {
          params: { path: { organizationId: orgId, userId: variables.userId } },
          body: { role: variables.role },
        }),
      ),
    meta: { invalidates: membershipEffects },
  });
}

/** Removes a member and their team memberships. Admins only; the last admin stays. */
export function useRemoveMember(orgId: string) {
  return useMutation({
    mutationFn: (userId: string) =>
      done(
        api().DELETE('/v1/orgs/{organizationId}/members/{userId}', {
          params: { path: { organizationId: orgId, userId } },
        }),
      ),
    meta: { invalidates: membershipEffects },
  });
}
