import type { MemberFilters, MemberRoleFilter } from './api/member-queries';
import { roles, roleLabel } from '@/lib/roles';
import { labelledOptions } from '@/components/ui/select-options';

/** The role filter's choices: every role, then guests (members without a role). */
export const roleFilterChoices: readonly { value: MemberRoleFilter; label: string }[] = [
  ...labelledOptions(roles, roleLabel),
  { value: 'guest', label: 'Guest (no role)' },
];

/** The longest search each list sends (its `search` / `title` parameter in the contract). */
export const memberSearchMaxLength = 100;
export const teamSearchMaxLength = 64;

function searchText(raw: unknown, max: number): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim().slice(0, max);
  return text === '' ? undefined : text;
}

/** The members list's URL: `?search=…&role=…`, keeping only what the API accepts. */
export function validateMemberSearch(raw: Record<string, unknown>): MemberFilters {
  const filters: MemberFilters = {};
  const search = searchText(raw['search'], memberSearchMaxLength);
  if (search) filters.search = search;
  const role = roleFilterChoices.find((choice) => choice.value === raw['role'])?.value;
  if (role) filters.role = role;
  return filters;
}

/** The teams list's URL: `?search=…`, sent as the API's `title` filter. */
export function validateTeamSearch(raw: Record<string, unknown>): { search?: string } {
  const search = searchText(raw['search'], teamSearchMaxLength);
  return search ? { search } : {};
}
