import {
  listOrganizationMembersQueryRules,
  listOrganizationTeamsQueryRules,
} from '@/api/query-rules.gen';
import type { MemberRoleFilter } from './api/member-queries';
import { contractSearch } from '@/lib/contract-search';
import { roles, roleLabel } from '@/lib/roles';
import { labelledOptions } from '@/components/ui/select-options';

/** The role filter's choices: every role, then guests (members without a role). */
export const roleFilterChoices: readonly { value: MemberRoleFilter; label: string }[] = [
  ...labelledOptions(roles, roleLabel),
  { value: 'guest', label: 'Guest (no role)' },
];

/** The longest search each list sends (its `search` / `title` parameter in the contract). */
export const memberSearchMaxLength = listOrganizationMembersQueryRules.search.maxLength;
export const teamSearchMaxLength = listOrganizationTeamsQueryRules.title.maxLength;

/** The members list's URL: `?search=…&role=…`, keeping only what the API accepts. */
export const validateMemberSearch = contractSearch<
  '/v1/orgs/{organizationId}/members',
  'search' | 'role'
>(listOrganizationMembersQueryRules, ['search', 'role']);

const teamTitle = contractSearch<'/v1/orgs/{organizationId}/teams', 'title'>(
  listOrganizationTeamsQueryRules,
  ['title'],
);

/** The teams list's URL: `?search=…`, sent as the API's `title` filter (checked as it). */
export function validateTeamSearch(raw: Record<string, unknown>): { search?: string } {
  const { title } = teamTitle({ title: raw['search'] });
  return title ? { search: title } : {};
}
