import { describe, expect, it } from 'vitest';
import type { Organization } from '@/api/schema.gen';
import { emailDomainProblem, emailDomainsProblem } from './email-domains';
import {
  buildUpdate,
  defaultContentProblem,
  hostnameProblem,
  logoProblem,
  settingsFieldOf,
  titleProblem,
  toSettingsValues,
} from './settings-form';

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
  trial: { status: 'notapplicable', count: 0 },
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
      defaultContentType: 'site' as const,
      defaultContentId: ' site_handbook ',
      mergeRules: {
        type: 'rules' as const,
        rules: [
          {
            rule: 'require_specific_reviewers' as const,
            users: ['user_rhea', 'user_ada', 'user_eddie'],
            expression: '',
          },
          { rule: 'require_change_request_subject' as const, users: ['kept'], expression: '' },
        ],
      },
    };
    expect(buildUpdate(org, values)).toEqual({
      defaultContent: { type: 'site', site: 'site_handbook' },
      mergeRules: {
        type: 'rules',
        rules: [
          { rule: 'require_specific_reviewers', users: ['user_rhea', 'user_ada', 'user_eddie'] },
          // A rule without people sends none, whatever the form kept from another kind.
          { rule: 'require_change_request_subject' },
        ],
      },
    });
  });

  it('clears the default content and the logo with null', () => {
    const withBoth = {
      ...org,
      defaultContent: { type: 'site' as const, site: 'site_docs' },
      urls: { ...org.urls, logo: 'https://x.test/a.png' },
    };
    const values = { ...toSettingsValues(withBoth), defaultContentType: 'none' as const, logo: '' };
    expect(buildUpdate(withBoth, values)).toEqual({ defaultContent: null, logo: null });
  });

  it('drops the rules when merging needs no review', () => {
    const current = toSettingsValues(org);
    const values = { ...current, mergeRules: { ...current.mergeRules, type: 'none' as const } };
    expect(buildUpdate(org, values)).toEqual({ mergeRules: { type: 'none' } });
  });
});

describe('field rules', () => {
  it('take the title from the contract, trimmed', () => {
    expect(titleProblem('   ')).toBe('Enter a title.');
    expect(titleProblem('x'.repeat(101))).toMatch(/^Title must be at most 100 characters/);
    expect(titleProblem(' Acme ')).toBeUndefined();
  });

  it('check a hostname and a logo only when they change', () => {
    expect(hostnameProblem('Not A Host', 'Not A Host')).toBeUndefined();
    expect(hostnameProblem('not a host', org.hostname)).toMatch(/at least three labels/);
    expect(hostnameProblem('docs.acme.example', org.hostname)).toBeUndefined();
    expect(logoProblem('', undefined)).toBeUndefined();
    // An empty address removes the logo (the PATCH sends null).
    expect(logoProblem('', 'https://x.test/a.png')).toBeUndefined();
    expect(logoProblem('ftp://x.test/a.png', undefined)).toMatch(/http:\/\/ or https:\/\//);
    expect(logoProblem('https://x.test/a.png', undefined)).toBeUndefined();
  });

  it('want an id once a default content type is chosen', () => {
    expect(defaultContentProblem('none', '')).toBeUndefined();
    expect(defaultContentProblem('site', ' ')).toBe('Enter the id of the site.');
    expect(defaultContentProblem('site', 'site_docs')).toBeUndefined();
  });

  it('put a refused default content at its id, and leave the rest to their own names', () => {
    expect(settingsFieldOf(['defaultContent', 'site'])).toBe('defaultContentId');
    expect(settingsFieldOf(['title'])).toBeUndefined();
  });
});

describe('emailDomainProblem', () => {
  it.each([
    ['acme.test', undefined],
    ['docs.acme.co', undefined],
    ['Acme.test', /not a valid/],
    ['nodot', /not a valid/],
    ['-bad.test', /not a valid/],
    ['a.', /at least 3 characters/],
    ['', /Enter a domain/],
  ])('%s', (domain, expected) => {
    const result = emailDomainProblem(domain, []);
    if (expected === undefined) expect(result).toBeUndefined();
    else expect(result).toMatch(expected);
  });

  it('catches duplicates and a full list', () => {
    expect(emailDomainProblem('acme.test', ['acme.test'])).toMatch(/already in the list/);
    const full = Array.from({ length: 50 }, (_, i) => `d${i}.test`);
    expect(emailDomainProblem('acme.test', full)).toMatch(/at most 50 email domains/);
  });

  it('checks a whole list against the contract', () => {
    expect(emailDomainsProblem(['acme.test', 'Bad!'])).toBe('"Bad!" is not a valid email domain.');
    expect(emailDomainsProblem(['acme.test', 'acme.test'])).toMatch(/same item twice/);
    expect(emailDomainsProblem(['acme.test'])).toBeUndefined();
  });
});
