import { describe, expect, it } from 'vitest';
import { seedCertificate } from '@/backend/core/store/seed-people';
import type { SamlProvider } from './api/sso-queries';
import {
  buildCreate,
  buildUpdate,
  certificateProblem,
  isLastActive,
  providerValues,
  ssoUrlProblem,
  statusWords,
} from './sso-form';

function provider(fields: Partial<SamlProvider> = {}): SamlProvider {
  return {
    object: 'saml-provider',
    id: 'saml_x',
    label: 'Okta',
    // A pending provider as the platform answers it: the three fields empty until set.
    ssoURL: '',
    entityID: '',
    certificate: '',
    defaultRole: 'read',
    createdAt: '2026-04-01T09:00:00.000Z',
    status: 'pending',
    service: { acsURL: 'https://a.test/acs', startURL: 'https://a.test/start', entityID: 'e' },
    urls: { location: 'https://api.test/saml_x' },
    ...fields,
  };
}

describe('the SSO provider form', () => {
  it('says what a pending provider is missing', () => {
    expect(statusWords(provider())).toBe('Pending: missing SSO URL, issuer and certificate');
    expect(statusWords(provider({ ssoURL: 'https://x', entityID: 'y' }))).toBe(
      'Pending: missing certificate',
    );
    expect(statusWords(provider({ status: 'active' }))).toBe('Active');
  });

  it('leaves blank fields out of a new provider and the default role to the organization', () => {
    const values = { ...providerValues(provider()), label: ' Okta ', defaultRole: '' as const };
    expect(buildCreate(values)).toEqual({ label: 'Okta' });
    expect(buildCreate({ ...values, defaultRole: 'guest', defaultTeam: 'team_a' })).toEqual({
      label: 'Okta',
      defaultRole: null,
      defaultTeam: 'team_a',
    });
  });

  it('sends only what changed, and null for a field emptied', () => {
    const before = provider({
      ssoURL: 'https://idp.test/sso',
      entityID: 'issuer',
      defaultTeam: undefined,
    });
    const values = providerValues(before);
    expect(buildUpdate(before, values)).toEqual({});
    expect(buildUpdate(before, { ...values, ssoURL: ' ', defaultRole: 'admin' })).toEqual({
      ssoURL: null,
      defaultRole: 'admin',
    });
  });

  it('tells the last active provider from one among others', () => {
    const okta = provider({ id: 'a', status: 'active' });
    const entra = provider({ id: 'b', status: 'pending' });
    expect(isLastActive(okta, [okta, entra])).toBe(true);
    expect(isLastActive(okta, [okta, { ...entra, status: 'active' }])).toBe(false);
    expect(isLastActive(entra, [okta, entra])).toBe(false);
  });

  it('checks the SSO URL and the certificate as the backend does', () => {
    expect(ssoUrlProblem('')).toBeUndefined();
    expect(ssoUrlProblem('http://idp.test')).toBe('SSO URL must be an https address.');
    expect(ssoUrlProblem('https://idp.test/sso')).toBeUndefined();
    expect(certificateProblem('')).toBeUndefined();
    expect(certificateProblem(seedCertificate)).toBeUndefined();
    expect(certificateProblem('paste here')).toMatch(/^This is not a whole certificate: paste/);
  });
});
