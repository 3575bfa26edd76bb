import { OrganizationUpdateRules } from '@/api/form-rules.gen';
import type { components, Organization, OrganizationUpdate, Role } from '@/api/schema.gen';
import {
  draftOfMergeRules,
  mergeRulesBody,
  type MergeRulesDraft,
} from '@/components/merge-rules/merge-rules';
import { checkRule } from '@/lib/forms/check-rule';

/** The contract's rules for each field of the organization update (src/api/form-rules.gen.ts). */
export const settingsRules = OrganizationUpdateRules.properties;

/** The select value standing for a null default role. */
export const guestRole = 'guest';
export type RoleChoice = Role | typeof guestRole;
/** The platform's only default content is a site (platform-values §3); `none` clears it. */
export type DefaultContentType = 'none' | 'site';
export type OrganizationMergeRulesType = components['schemas']['OrganizationMergeRules']['type'];

/** What the form edits: strings as typed, so a failed save never loses input. */
export interface SettingsValues {
  title: string;
  emailDomains: string[];
  hostname: string;
  defaultRole: RoleChoice;
  defaultContentType: DefaultContentType;
  defaultContentId: string;
  logo: string;
  sso: boolean;
  ai: boolean;
  inviteLinks: boolean;
  mergeRules: MergeRulesDraft<OrganizationMergeRulesType>;
}

export function toSettingsValues(org: Organization): SettingsValues {
  const content = org.defaultContent;
  return {
    title: org.title,
    emailDomains: [...org.emailDomains],
    hostname: org.hostname,
    defaultRole: org.defaultRole ?? guestRole,
    defaultContentType: content?.type ?? 'none',
    defaultContentId: content?.site ?? '',
    logo: org.urls.logo ?? '',
    sso: org.sso,
    ai: org.ai,
    inviteLinks: org.inviteLinks,
    mergeRules: draftOfMergeRules(org.mergeRules),
  };
}

export function titleProblem(title: string): string | undefined {
  return checkRule(settingsRules.title, title.trim(), {
    required: true,
    label: 'Title',
    messages: { required: 'Enter a title.' },
  });
}

/** Checked only when changed: an organization keeps the hostname it has. */
export function hostnameProblem(hostname: string, current: string): string | undefined {
  const value = hostname.trim();
  if (value === current) return undefined;
  return checkRule(settingsRules.hostname, value, {
    required: true,
    label: 'Hostname',
    messages: {
      required: 'Enter a hostname.',
      pattern: 'Use a lowercase hostname with at least three labels, like docs.example.com.',
    },
  });
}

/** Checked only when changed; an empty address removes the logo. */
export function logoProblem(logo: string, current: string | undefined): string | undefined {
  const value = logo.trim();
  if (value === (current ?? '') || value.length === 0) return undefined;
  const fullAddress = 'Enter a full address starting with http:// or https://.';
  return checkRule(settingsRules.logo, value, {
    label: 'The address',
    messages: { pattern: fullAddress, format: fullAddress },
  });
}

/** The default content is a type and an id; the contract's choice of shapes is not generated. */
export function defaultContentProblem(type: DefaultContentType, id: string): string | undefined {
  if (type === 'none') return undefined;
  return id.trim().length === 0 ? `Enter the id of the ${type}.` : undefined;
}

/** The form field a refused body field belongs to: the default content is shown at its id. */
export function settingsFieldOf(path: readonly string[]): string | undefined {
  return path[0] === 'defaultContent' ? 'defaultContentId' : undefined;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** The default content the form asks for: a site, or null for none. */
function defaultContentOf(values: SettingsValues): OrganizationUpdate['defaultContent'] {
  return values.defaultContentType === 'site'
    ? { type: 'site', site: values.defaultContentId.trim() }
    : null;
}

/** The PATCH body: only the fields whose value differs from the organization. */
export function buildUpdate(org: Organization, values: SettingsValues): OrganizationUpdate {
  const update: OrganizationUpdate = {};
  const title = values.title.trim();
  if (title !== org.title) update.title = title;
  if (!sameList(values.emailDomains, org.emailDomains)) update.emailDomains = values.emailDomains;
  const hostname = values.hostname.trim();
  if (hostname !== org.hostname) update.hostname = hostname;
  const role = values.defaultRole === guestRole ? null : values.defaultRole;
  if (role !== org.defaultRole) update.defaultRole = role;

  const content = defaultContentOf(values);
  if ((content?.site ?? null) !== (org.defaultContent?.site ?? null))
    update.defaultContent = content;

  const logo = values.logo.trim();
  if (logo !== (org.urls.logo ?? '')) update.logo = logo.length > 0 ? logo : null;
  if (values.sso !== org.sso) update.sso = values.sso;
  if (values.ai !== org.ai) update.ai = values.ai;
  if (values.inviteLinks !== org.inviteLinks) update.inviteLinks = values.inviteLinks;

  const mergeRules = mergeRulesBody(values.mergeRules);
  const saved = mergeRulesBody(draftOfMergeRules(org.mergeRules));
  if (JSON.stringify(mergeRules) !== JSON.stringify(saved)) update.mergeRules = mergeRules;
  return update;
}
