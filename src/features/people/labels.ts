import type { MemberRole, TeamRole } from '@/api/schema.gen';
import { roleLabel } from '@/lib/roles';

/** A member's organization role in words; no role is a guest. */
export function memberRoleLabel(role: MemberRole): string {
  return role === null ? 'Guest' : roleLabel(role);
}

export const teamRoleChoices: readonly { value: TeamRole; label: string }[] = [
  { value: 'owner', label: 'Owner' },
  { value: 'member', label: 'Member' },
];

export function teamRoleLabel(role: TeamRole): string {
  return role === 'owner' ? 'Owner' : 'Member';
}
