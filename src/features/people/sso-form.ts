import { certificateAdvice, normalizeCertificate } from '@/api/certificate-rules';
import { SamlProviderCreateRules } from '@/api/form-rules.gen';
import type { MemberRole } from '@/api/schema.gen';
import { checkRule } from '@/lib/forms/check-rule';
import { roleLabel, roles, type Role } from '@/lib/roles';
import type { SamlProvider, SamlProviderCreate, SamlProviderUpdate } from './api/sso-queries';
import { memberRoleLabel } from './labels';
import type { SelectOption } from '@/components/ui/select-field';
import { labelledOptions } from '@/components/ui/select-options';

/** A role as a select holds it: a Role, `guest` for none, or '' for "the organization's". */
export type RoleChoice = Role | 'guest' | '';

/** What the provider form edits: strings, so a failed save keeps every character typed. */
export interface ProviderValues {
  label: string;
  ssoURL: string;
  entityID: string;
  certificate: string;
  defaultRole: RoleChoice;
  defaultTeam: string;
}

const rules = SamlProviderCreateRules.properties;

function roleChoice(role: MemberRole): RoleChoice {
  return role === null ? 'guest' : role;
}

function memberRole(choice: Exclude<RoleChoice, ''>): MemberRole {
  return choice === 'guest' ? null : choice;
}

/** The default-role select: on create, '' leaves it to the organization's default role. */
export function roleChoices(organizationDefault?: MemberRole) {
  const choices: SelectOption<RoleChoice>[] = labelledOptions(roles, roleLabel);
  choices.push({ value: 'guest', label: 'Guest (no role)' });
  if (organizationDefault !== undefined)
    choices.unshift({
      value: '',
      label: `The organization's default (${memberRoleLabel(organizationDefault)})`,
    });
  return choices;
}

export function emptyProviderValues(): ProviderValues {
  return { label: '', ssoURL: '', entityID: '', certificate: '', defaultRole: '', defaultTeam: '' };
}

export function providerValues(provider: SamlProvider): ProviderValues {
  return {
    label: provider.label,
    ssoURL: provider.ssoURL ?? '',
    entityID: provider.entityID ?? '',
    certificate: provider.certificate ?? '',
    defaultRole: roleChoice(provider.defaultRole),
    defaultTeam: provider.defaultTeam?.id ?? '',
  };
}

/** The create body: blank fields are left out (the provider stays pending without them). */
export function buildCreate(values: ProviderValues): SamlProviderCreate {
  const body: SamlProviderCreate = { label: values.label.trim() };
  if (values.ssoURL.trim()) body.ssoURL = values.ssoURL.trim();
  if (values.entityID.trim()) body.entityID = values.entityID.trim();
  if (values.certificate.trim()) body.certificate = values.certificate.trim();
  if (values.defaultRole !== '') body.defaultRole = memberRole(values.defaultRole);
  if (values.defaultTeam) body.defaultTeam = values.defaultTeam;
  return body;
}

/** Only what changed; a field emptied is cleared (`null`), which makes the provider pending. */
export function buildUpdate(provider: SamlProvider, values: ProviderValues): SamlProviderUpdate {
  const before = providerValues(provider);
  const body: SamlProviderUpdate = {};
  if (values.label.trim() !== before.label) body.label = values.label.trim();
  for (const key of ['ssoURL', 'entityID', 'certificate'] as const) {
    const next = values[key].trim();
    if (next !== before[key].trim()) body[key] = next === '' ? null : next;
  }
  if (values.defaultRole !== before.defaultRole && values.defaultRole !== '')
    body.defaultRole = memberRole(values.defaultRole);
  if (values.defaultTeam !== before.defaultTeam)
    body.defaultTeam = values.defaultTeam === '' ? null : values.defaultTeam;
  return body;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The provider's status in words: "Active", or what it still needs ("Pending: missing certificate"). */
export function statusWords(provider: SamlProvider): string {
  if (provider.status === 'active') return 'Active';
  const missing = [
    provider.ssoURL ? undefined : 'SSO URL',
    provider.entityID ? undefined : 'issuer',
    provider.certificate ? undefined : 'certificate',
  ].filter((word): word is string => word !== undefined);
  return missing.length === 0 ? 'Pending' : `Pending: missing ${joinWords(missing)}`;
}

/** Whether deleting `provider` leaves an organization that enforces SSO without an active one. */
export function isLastActive(provider: SamlProvider, providers: readonly SamlProvider[]): boolean {
  return (
    provider.status === 'active' &&
    providers.every((other) => other.id === provider.id || other.status !== 'active')
  );
}

/** The SSO URL: the contract's rule, then https only, as the backend says. */
export function ssoUrlProblem(value: string): string | undefined {
  const problem = checkRule(rules.ssoURL, value.trim(), { label: 'SSO URL' });
  if (problem || value.trim() === '') return problem;
  return /^https:\/\//i.test(value.trim()) ? undefined : 'SSO URL must be an https address.';
}

/** The certificate, checked as it is typed: the contract's length, then a whole certificate. */
export function certificateProblem(value: string): string | undefined {
  const problem = checkRule(rules.certificate, value, { label: 'Certificate' });
  if (problem || value.trim() === '') return problem;
  if (normalizeCertificate(value) !== undefined) return undefined;
  return `This is not a whole certificate: ${certificateAdvice}`;
}
