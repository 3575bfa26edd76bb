// Pure helpers: the default Node environment, so the contract file can be read from disk.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import {
  buildUpdate,
  constraints,
  fieldOfMessage,
  toSettingsValues,
  validateEmailDomain,
  validateSettings,
} from './settings-form';

type Organization = components['schemas']['Organization'];

const org: Organization = {
  object: 'organization',
  id: 'org_acme',
  title: 'Acme Docs',
  createdAt: '2026-01-05T09:00:00.000Z',
  emailDomains: ['acme.test'],
  hostname: 'acme.folio.example',
  type: 'business',
  useCase: 'productDocs',
  defaultRole: 'read',
  defaultContent: { type: 'site', site: 'site_docs' },
  sso: false,
  ai: true,
  inviteLinks: true,
  plan: 'pro_2024',
  billing: {
    interval: 'yearly',
    endDate: null,
    hasPaymentFailed: false,
    isScheduledToCancel: false,
    pricing: {
      members: { plus_2024: { monthly: 8, yearly: 80 }, pro_2024: { monthly: 15, yearly: 150 } },
      sites: { premium: { monthly: 65, yearly: 650 }, ultimate: { monthly: 249, yearly: 2490 } },
    },
    usageAddons: {},
  },
  mergeRules: {
    type: 'rules',
    rules: [{ rule: 'require_specific_reviewers', users: ['user_rhea'] }],
  },
  urls: { location: 'https://api.example/v1/orgs/org_acme', app: 'https://app.example/o/org_acme' },
  trial: { status: 'notapplicable' },
  internal_isOnNewTrial: true,
  permissions: {
    view: true,
    admin: true,
    ownTeam: true,
    createContent: true,
    createOpenAPISpec: true,
    ingestConversations: true,
    viewBilling: true,
    listMembers: true,
    listTeams: true,
    listIntegrations: true,
    listInstallations: true,
    installIntegration: true,
  },
};

describe('constraints', () => {
  it('mirror the contract', () => {
    const contract = JSON.parse(
      readFileSync(new URL('../../api/openapi.gen.json', import.meta.url), 'utf8'),
    ) as { components: { schemas: Record<string, Record<string, unknown>> } };
    const schemas = contract.components.schemas;
    const update = schemas.OrganizationUpdate as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(schemas.EmailDomain?.pattern).toBe(constraints.emailDomainPattern);
    expect(schemas.EmailDomain?.minLength).toBe(constraints.emailDomainMinLength);
    expect(schemas.EmailDomain?.maxLength).toBe(constraints.emailDomainMaxLength);
    expect(schemas.Hostname?.pattern).toBe(constraints.hostnamePattern);
    expect(schemas.Hostname?.maxLength).toBe(constraints.hostnameMaxLength);
    expect(update.properties.title?.maxLength).toBe(constraints.titleMaxLength);
    expect(update.properties.logo?.pattern).toBe(constraints.logoPattern);
    expect(update.properties.logo?.maxLength).toBe(constraints.logoMaxLength);
    expect(update.properties.emailDomains?.maxItems).toBe(constraints.emailDomainsMaxItems);
  });
});

describe('buildUpdate', () => {
  it('sends nothing when nothing changed', () => {
    expect(buildUpdate(org, toSettingsValues(org))).toEqual({});
  });

  it('sends only the changed fields, with guest as null', () => {
    const values = {
      ...toSettingsValues(org),
      title: '  Acme Handbook ',
      defaultRole: 'guest' as const,
      ai: false,
      emailDomains: ['acme.test', 'docs.acme.test'],
    };
    expect(buildUpdate(org, values)).toEqual({
      title: 'Acme Handbook',
      defaultRole: null,
      ai: false,
      emailDomains: ['acme.test', 'docs.acme.test'],
    });
  });

  it('builds default content and merge rules from their parts', () => {
    const values = {
      ...toSettingsValues(org),
      defaultContentType: 'space' as const,
      defaultContentId: ' space_api ',
      mergeRules: [
        { rule: 'require_specific_reviewers' as const, users: 'user_rhea, user_ada\nuser_eddie' },
      ],
    };
    expect(buildUpdate(org, values)).toEqual({
      defaultContent: { type: 'space', space: 'space_api' },
      mergeRules: {
        type: 'rules',
        rules: [
          { rule: 'require_specific_reviewers', users: ['user_rhea', 'user_ada', 'user_eddie'] },
        ],
      },
    });
  });

  it('drops the rules when merging needs no review', () => {
    const values = { ...toSettingsValues(org), mergeRulesType: 'none' as const };
    expect(buildUpdate(org, values)).toEqual({ mergeRules: { type: 'none', rules: [] } });
  });
});

describe('validateSettings', () => {
  it('accepts the organization as it is', () => {
    expect(validateSettings(toSettingsValues(org), org)).toEqual({});
  });

  it('reports each broken rule on its field', () => {
    const errors = validateSettings(
      {
        ...toSettingsValues(org),
        title: 'x'.repeat(101),
        hostname: 'Not A Host',
        logo: 'ftp://x.test/logo.png',
        defaultContentId: '',
      },
      org,
    );
    expect(Object.keys(errors).sort()).toEqual(['defaultContent', 'hostname', 'logo', 'title']);
    expect(errors.title).toMatch(/at most 100/);
  });

  it('rejects an empty title and duplicate reviewers', () => {
    const errors = validateSettings(
      {
        ...toSettingsValues(org),
        title: '   ',
        mergeRules: [{ rule: 'require_any_reviewer', users: 'a, a' }],
      },
      org,
    );
    expect(errors.title).toBe('Enter a title.');
    expect(errors.mergeRules).toMatch(/same user twice/);
  });
});

describe('validateEmailDomain', () => {
  it.each([
    ['acme.test', undefined],
    ['docs.acme.co', undefined],
    ['Acme.test', /not a valid/],
    ['nodot', /not a valid/],
    ['-bad.test', /not a valid/],
    ['', /Enter a domain/],
  ])('%s', (domain, expected) => {
    const result = validateEmailDomain(domain, []);
    if (expected === undefined) expect(result).toBeUndefined();
    else expect(result).toMatch(expected);
  });

  it('catches duplicates', () => {
    expect(validateEmailDomain('acme.test', ['acme.test'])).toMatch(/already in the list/);
  });
});

describe('fieldOfMessage', () => {
  it.each([
    ["defaultContent.site 'x' is not a site of this organization.", 'defaultContent'],
    ['/emailDomains/0 must match pattern', 'emailDomains'],
    ['body.title must NOT have more than 100 characters', 'title'],
    ['The hostname is already taken', 'hostname'],
    ['Something unrelated', undefined],
  ])('%s', (message, field) => {
    expect(fieldOfMessage(message)).toBe(field);
  });
});
