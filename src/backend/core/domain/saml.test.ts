import { describe, expect, it } from 'vitest';
import { seedCertificate } from '../store/seed-people.ts';
import type { BackendState, SamlProviderRecord } from '../store/state.ts';
import {
  acmeCallers,
  demoState,
  messageOf,
  organizationOf,
  seedNow,
  statusOf,
  userOf,
} from './people-fixtures.ts';
import {
  createSamlProvider,
  deleteSamlProvider,
  findSamlProvider,
  samlOrganization,
  samlProviderResponse,
  samlService,
  samlStatus,
  ssoLoginInfo,
  updateSamlProvider,
} from './saml.ts';

const now = seedNow.toISOString();
const origin = 'http://backend.test';

function provider(state: BackendState, id: string): SamlProviderRecord {
  return findSamlProvider(state, 'org_acme', id);
}

function patch(state: BackendState, id: string, body: Parameters<typeof updateSamlProvider>[3]) {
  updateSamlProvider(state, organizationOf(state, 'org_acme'), provider(state, id), body);
}

function create(state: BackendState, body: Parameters<typeof createSamlProvider>[2]) {
  return createSamlProvider(state, organizationOf(state, 'org_acme'), body, now);
}

describe('who manages SAML providers', () => {
  it.each([
    ['admin', 'ok'],
    ['create', 403],
    ['review', 403],
    ['edit', 403],
    ['comment', 403],
    ['read', 403],
    ['guest', 403],
    ['outsider', 403],
  ] as const)('%s: %s', (caller, expected) => {
    const state = demoState();
    const user = userOf(state, acmeCallers[caller]);
    expect(statusOf(() => samlOrganization(state, 'org_acme', user))).toBe(expected);
  });

  it('answers 404 for an unknown organization or provider', () => {
    const state = demoState();
    const ada = userOf(state, 'user_ada');
    expect(statusOf(() => samlOrganization(state, 'org_missing', ada))).toBe(404);
    expect(statusOf(() => findSamlProvider(state, 'org_acme', 'saml_missing'))).toBe(404);
  });
});

describe('status and service', () => {
  it('is pending until ssoURL, entityID and certificate are all set', () => {
    const state = demoState();
    const created = create(state, { label: 'Okta staging' });
    expect(samlStatus(created)).toBe('pending');
    patch(state, created.id, { ssoURL: 'https://staging.okta.example/sso' });
    expect(samlStatus(created)).toBe('pending');
    patch(state, created.id, { entityID: 'http://www.okta.example/staging' });
    expect(samlStatus(created)).toBe('pending');
    patch(state, created.id, { certificate: seedCertificate });
    expect(samlStatus(created)).toBe('active');
    patch(state, created.id, { certificate: null });
    expect(samlStatus(created)).toBe('pending');
    expect(created.certificate).toBeUndefined();
  });

  it('derives the service URLs from the two ids, so no write changes them', () => {
    const state = demoState();
    const okta = provider(state, 'saml_okta');
    const before = samlService(okta);
    expect(before).toEqual({
      acsURL: 'https://app.folio.example/auth/saml/org_acme/saml_okta/acs',
      startURL: 'https://app.folio.example/auth/saml/org_acme/saml_okta/start',
      entityID: 'https://app.folio.example/auth/saml/org_acme/saml_okta/metadata',
    });
    patch(state, 'saml_okta', { label: 'Okta (prod)', ssoURL: 'https://other.okta.example/sso' });
    expect(samlService(okta)).toEqual(before);
  });

  it('answers the seeded providers as the issue describes', () => {
    const state = demoState();
    const ada = userOf(state, 'user_ada');
    const okta = samlProviderResponse(state, provider(state, 'saml_okta'), ada, origin);
    expect(okta).toMatchObject({
      object: 'saml-provider',
      status: 'active',
      defaultRole: 'read',
      defaultTeam: { object: 'team', id: 'team_engineering', title: 'Engineering' },
      urls: { location: `${origin}/v1/orgs/org_acme/saml/saml_okta` },
    });
    const entra = samlProviderResponse(state, provider(state, 'saml_entra'), ada, origin);
    expect(entra.status).toBe('pending');
    // The platform requires the three in every answer: what is not set yet is empty.
    expect(entra.certificate).toBe('');
    expect(entra.defaultTeam).toBeUndefined();
  });
});

describe('checks on create and update', () => {
  it('answers a provider created with a label alone with the three fields empty', () => {
    const state = demoState();
    const ada = userOf(state, 'user_ada');
    const created = samlProviderResponse(state, create(state, { label: 'OneLogin' }), ada, origin);
    expect(created).toMatchObject({ status: 'pending', ssoURL: '', entityID: '', certificate: '' });
  });

  it("takes the organization's default role when none is given, null included", () => {
    const state = demoState();
    expect(create(state, { label: 'A' }).defaultRole).toBe('read');
    expect(create(state, { label: 'B', defaultRole: null }).defaultRole).toBeNull();
    organizationOf(state, 'org_acme').defaultRole = null;
    expect(create(state, { label: 'C' }).defaultRole).toBeNull();
  });

  it('stores a trimmed label and the certificate as PEM', () => {
    const state = demoState();
    const body = seedCertificate.split('\n').slice(1, -1).join('');
    const created = create(state, { label: ' Google ', certificate: body });
    expect(created.label).toBe('Google');
    expect(created.certificate).toBe(seedCertificate);
  });

  it('refuses a second provider of the same label, trimmed and in any case, naming the field', () => {
    const state = demoState();
    const before = state.samlProviders.length;
    const duplicate =
      "/label 'Okta' is already the label of a SAML provider in this organization: choose another label.";
    expect(messageOf(() => create(state, { label: ' okta ' }))).toBe(duplicate);
    expect(statusOf(() => create(state, { label: 'OKTA' }))).toBe(400);
    expect(state.samlProviders).toHaveLength(before);
    expect(messageOf(() => patch(state, 'saml_entra', { label: 'Okta' }))).toBe(duplicate);
    patch(state, 'saml_okta', { label: 'okta' });
    expect(provider(state, 'saml_okta').label).toBe('okta');
  });

  it('refuses a plain http SSO URL, naming the field', () => {
    const state = demoState();
    expect(messageOf(() => create(state, { label: 'A', ssoURL: 'http://idp.example/sso' }))).toBe(
      "/ssoURL must be an https address ('http://idp.example/sso' is not).",
    );
  });

  it('refuses what is not a whole certificate with "paste the whole certificate"', () => {
    const state = demoState();
    const message = messageOf(() =>
      create(state, { label: 'A', certificate: seedCertificate.slice(0, 300) }),
    );
    expect(message.startsWith('/certificate ')).toBe(true);
    expect(message).toContain('paste the whole certificate');
  });

  it('refuses a default team of another organization', () => {
    const state = demoState();
    expect(
      messageOf(() => create(state, { label: 'A', defaultTeam: 'team_globex_maintainers' })),
    ).toBe("/defaultTeam 'team_globex_maintainers' is not a team of this organization.");
  });

  it('changes nothing when one field of an update is refused', () => {
    const state = demoState();
    const before = JSON.stringify(state);
    expect(
      statusOf(() =>
        patch(state, 'saml_entra', {
          label: 'Renamed',
          certificate: seedCertificate,
          defaultTeam: 'team_missing',
        }),
      ),
    ).toBe(400);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('clears the default team with null', () => {
    const state = demoState();
    patch(state, 'saml_okta', { defaultTeam: null, defaultRole: 'edit' });
    expect(provider(state, 'saml_okta')).toMatchObject({ defaultRole: 'edit' });
    expect(provider(state, 'saml_okta').defaultTeam).toBeUndefined();
  });
});

describe('never locked out', () => {
  function enforcing(): BackendState {
    const state = demoState();
    organizationOf(state, 'org_acme').sso = true;
    return state;
  }

  it('turns enforcement off when the last active provider is deleted', () => {
    const state = enforcing();
    const acme = organizationOf(state, 'org_acme');
    deleteSamlProvider(state, acme, 'saml_okta');
    expect(acme.sso).toBe(false);
  });

  it('keeps enforcement while another provider is active', () => {
    const state = enforcing();
    const acme = organizationOf(state, 'org_acme');
    patch(state, 'saml_entra', { certificate: seedCertificate });
    deleteSamlProvider(state, acme, 'saml_okta');
    expect(acme.sso).toBe(true);
    deleteSamlProvider(state, acme, 'saml_entra');
    expect(acme.sso).toBe(false);
  });

  it('keeps enforcement when a pending provider goes', () => {
    const state = enforcing();
    const acme = organizationOf(state, 'org_acme');
    deleteSamlProvider(state, acme, 'saml_entra');
    expect(acme.sso).toBe(true);
  });

  it('turns enforcement off when an update makes the last active provider pending', () => {
    const state = enforcing();
    patch(state, 'saml_okta', { entityID: null });
    expect(organizationOf(state, 'org_acme').sso).toBe(false);
  });

  it('leaves an organization that does not enforce SSO as it is', () => {
    const state = demoState();
    const acme = organizationOf(state, 'org_acme');
    deleteSamlProvider(state, acme, 'saml_okta');
    expect(acme.sso).toBe(false);
  });

  it('treats deleting an unknown provider as done', () => {
    const state = enforcing();
    const before = JSON.stringify(state);
    deleteSamlProvider(state, organizationOf(state, 'org_acme'), 'saml_missing');
    // Another organization's provider is not deleted through this one.
    deleteSamlProvider(state, organizationOf(state, 'org_globex'), 'saml_okta');
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('login info', () => {
  it('lists the active providers only, with where to start signing in', () => {
    const state = demoState();
    expect(ssoLoginInfo(state, 'org_acme')).toEqual({
      items: [
        {
          id: 'saml_okta',
          label: 'Okta',
          startURL: 'https://app.folio.example/auth/saml/org_acme/saml_okta/start',
        },
      ],
    });
    patch(state, 'saml_entra', { certificate: seedCertificate });
    expect(ssoLoginInfo(state, 'org_acme').items.map((i) => i.id)).toEqual([
      'saml_okta',
      'saml_entra',
    ]);
    expect(ssoLoginInfo(state, 'org_umbrella')).toEqual({ items: [] });
  });
});
