import {
  MutationObserver,
  mutationOptions,
  useMutation,
  type QueryClient,
} from '@tanstack/react-query';
import type { MemberRole } from '@/api/schema.gen';
import { callApi } from '@/lib/api-call';
import { useApiMutation } from '@/lib/api-mutation';
import { cacheEffectKeys } from '@/lib/cache-effects';

export interface MemberRoleChange {
  userId: string;
  role: MemberRole;
}

const memberPath = '/v1/orgs/{organizationId}/members/{userId}';

/**
 * A member's organization role; null makes them a guest. Admins only; the last admin stays.
 * Built outside a hook (see `changeMemberRoleLater`), so it names its operation's declared
 * effects itself: the members and teams, and the organization (the caller's own permissions).
 */
function memberRoleMutation(orgId: string) {
  return mutationOptions({
    mutationFn: ({ userId, role }: MemberRoleChange) =>
      callApi('patch', memberPath, {
        params: { path: { organizationId: orgId, userId } },
        body: { role },
      }),
    meta: {
      invalidates: ({ variables }) =>
        cacheEffectKeys('patch', memberPath, {
          organizationId: orgId,
          userId: (variables as MemberRoleChange).userId,
        }),
    },
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
  return useApiMutation('delete', memberPath, {
    request: (userId: string) => ({ params: { path: { organizationId: orgId, userId } } }),
  });
}
