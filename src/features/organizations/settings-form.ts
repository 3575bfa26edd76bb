import type { components } from '@/api/schema.gen';

type Organization = components['schemas']['Organization'];
type OrganizationUpdate = components['schemas']['OrganizationUpdate'];
type Role = components['schemas']['Role'];
type MergeRule = components['schemas']['OrganizationMergeRules']['rules'][number];

/*
 * The contract's constraints, mirrored so a person sees the message next to the field before
 * anything is sent. settings-form.test.ts compares them with src/api/openapi.gen.json, so they
 * cannot drift from the contract without a failing test; importing the JSON here instead would
 * ship the whole contract to the browser.
 */
export const constraints = {
  titleMaxLength: 100,
  emailDomainPattern: '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?[.])+[a-z]{2,63}$',
  emailDomainMinLength: 3,
  emailDomainMaxLength: 253,
  emailDomainsMaxItems: 50,
  hostnamePattern: '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?[.]){2,}[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$',
  hostnameMaxLength: 253,
  logoPattern: '^https?://',
  logoMaxLength: 2048,
  mergeRulesMaxItems: 20,
  mergeRuleUsersMaxItems: 100,
  contentIdMaxLength: 255,
} as const;

const emailDomainRegExp = new RegExp(constraints.emailDomainPattern);
const hostnameRegExp = new RegExp(constraints.hostnamePattern);
const logoRegExp = new RegExp(constraints.logoPattern);

/** The select value standing for a null default role. */
export const guestRole = 'guest';
export type RoleChoice = Role | typeof guestRole;
export type DefaultContentType = 'none' | 'site' | 'space' | 'collection';

export interface MergeRuleValues {
  rule: MergeRule['rule'];
  /** Member ids as typed: separated by commas, spaces or new lines. */
  users: string;
}

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
  mergeRulesType: 'none' | 'rules';
  mergeRules: MergeRuleValues[];
}

export type SettingsField = keyof OrganizationUpdate;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export function toSettingsValues(org: Organization): SettingsValues {
  const content = org.defaultContent;
  return {
    title: org.title,
    emailDomains: [...org.emailDomains],
    hostname: org.hostname,
    defaultRole: org.defaultRole ?? guestRole,
    defaultContentType: content?.type ?? 'none',
    defaultContentId: content ? contentId(content) : '',
    logo: org.urls.logo ?? '',
    sso: org.sso,
    ai: org.ai,
    inviteLinks: org.inviteLinks,
    mergeRulesType: org.mergeRules.type,
    mergeRules: org.mergeRules.rules.map((rule) => ({
      rule: rule.rule,
      users: rule.users.join(', '),
    })),
  };
}

function contentId(content: NonNullable<Organization['defaultContent']>): string {
  switch (content.type) {
    case 'site':
      return content.site;
    case 'space':
      return content.space;
    case 'collection':
      return content.collection;
  }
}

export function parseUserIds(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
}

/** Checks one email domain before it joins the list; `existing` catches duplicates. */
export function validateEmailDomain(
  domain: string,
  existing: readonly string[],
): string | undefined {
  if (domain.length === 0) return 'Enter a domain, for example example.com.';
  if (
    domain.length < constraints.emailDomainMinLength ||
    domain.length > constraints.emailDomainMaxLength
  ) {
    return `A domain has ${constraints.emailDomainMinLength} to ${constraints.emailDomainMaxLength} characters.`;
  }
  if (!emailDomainRegExp.test(domain)) {
    return `"${domain}" is not a valid email domain: use lowercase letters, digits and hyphens, like example.com.`;
  }
  if (existing.includes(domain)) return `${domain} is already in the list.`;
  if (existing.length >= constraints.emailDomainsMaxItems) {
    return `An organization has at most ${constraints.emailDomainsMaxItems} email domains.`;
  }
  return undefined;
}

/** Every rule of the contract that can be checked without the server, keyed by field. */
export function validateSettings(values: SettingsValues, org: Organization): SettingsErrors {
  const errors: SettingsErrors = {};
  const title = values.title.trim();
  if (title.length === 0) errors.title = 'Enter a title.';
  else if (title.length > constraints.titleMaxLength) {
    errors.title = `The title has at most ${constraints.titleMaxLength} characters (now ${title.length}).`;
  }

  const badDomain = values.emailDomains.find((domain) => !emailDomainRegExp.test(domain));
  if (badDomain) errors.emailDomains = `"${badDomain}" is not a valid email domain.`;

  const hostname = values.hostname.trim();
  if (hostname !== org.hostname) {
    if (hostname.length === 0) errors.hostname = 'Enter a hostname.';
    else if (hostname.length > constraints.hostnameMaxLength || !hostnameRegExp.test(hostname)) {
      errors.hostname =
        'Use a lowercase hostname with at least three labels, like docs.example.com.';
    }
  }

  if (values.defaultContentType !== 'none') {
    const id = values.defaultContentId.trim();
    if (id.length === 0)
      errors.defaultContent = `Enter the id of the ${values.defaultContentType}.`;
    else if (id.length > constraints.contentIdMaxLength) {
      errors.defaultContent = `An id has at most ${constraints.contentIdMaxLength} characters.`;
    }
  } else if (org.defaultContent) {
    errors.defaultContent = 'The default content can be changed but not removed.';
  }

  const logo = values.logo.trim();
  if (logo !== (org.urls.logo ?? '')) {
    if (logo.length === 0) errors.logo = 'The logo can be replaced but not removed.';
    else if (!logoRegExp.test(logo) || !URL.canParse(logo)) {
      errors.logo = 'Enter a full address starting with http:// or https://.';
    } else if (logo.length > constraints.logoMaxLength) {
      errors.logo = `The address has at most ${constraints.logoMaxLength} characters.`;
    }
  }

  if (values.mergeRulesType === 'rules') {
    if (values.mergeRules.length > constraints.mergeRulesMaxItems) {
      errors.mergeRules = `At most ${constraints.mergeRulesMaxItems} rules.`;
    }
    for (const [index, rule] of values.mergeRules.entries()) {
      const users = parseUserIds(rule.users);
      if (new Set(users).size !== users.length) {
        errors.mergeRules = `Rule ${index + 1} lists the same user twice.`;
      } else if (users.length > constraints.mergeRuleUsersMaxItems) {
        errors.mergeRules = `Rule ${index + 1} lists more than ${constraints.mergeRuleUsersMaxItems} users.`;
      } else if (rule.rule === 'require_specific_reviewers' && users.length === 0) {
        errors.mergeRules = `Rule ${index + 1} needs at least one reviewer's user id.`;
      }
    }
  }
  return errors;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function defaultContentOf(values: SettingsValues): OrganizationUpdate['defaultContent'] {
  const id = values.defaultContentId.trim();
  switch (values.defaultContentType) {
    case 'site':
      return { type: 'site', site: id };
    case 'space':
      return { type: 'space', space: id };
    case 'collection':
      return { type: 'collection', collection: id };
    case 'none':
      return undefined;
  }
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
  const current = org.defaultContent;
  if (
    content &&
    (!current || current.type !== content.type || contentId(current) !== contentId(content))
  ) {
    update.defaultContent = content;
  }

  const logo = values.logo.trim();
  if (logo && logo !== (org.urls.logo ?? '')) update.logo = logo;
  if (values.sso !== org.sso) update.sso = values.sso;
  if (values.ai !== org.ai) update.ai = values.ai;
  if (values.inviteLinks !== org.inviteLinks) update.inviteLinks = values.inviteLinks;

  const rules =
    values.mergeRulesType === 'rules'
      ? values.mergeRules.map((rule) => ({ rule: rule.rule, users: parseUserIds(rule.users) }))
      : [];
  const mergeRules = { type: values.mergeRulesType, rules };
  if (
    JSON.stringify(mergeRules) !==
    JSON.stringify({
      type: org.mergeRules.type,
      rules: org.mergeRules.rules.map((r) => ({ rule: r.rule, users: r.users })),
    })
  ) {
    update.mergeRules = mergeRules;
  }
  return update;
}

const fieldNames: readonly SettingsField[] = [
  'defaultContent',
  'defaultRole',
  'emailDomains',
  'inviteLinks',
  'mergeRules',
  'hostname',
  'title',
  'logo',
  'sso',
  'ai',
];

/**
 * Which field a backend 400 is about. The platform's messages name the field ("defaultContent
 * must point to ...", "/emailDomains/0 must match ..."), either as written or in words.
 */
export function fieldOfMessage(message: string): SettingsField | undefined {
  for (const name of fieldNames) {
    const words = name.replace(/([A-Z])/g, '[ _-]?$1');
    if (new RegExp(`(^|[^a-zA-Z])${words}([^a-zA-Z]|$)`, 'i').test(message)) return name;
  }
  return undefined;
}
