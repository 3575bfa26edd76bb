import { describe, expect, it } from 'vitest';
import type { Backend } from '../../create-backend.ts';
import { createBackendForTests } from '../../node.ts';
import { organizationPermissions } from '../domain/organizations.ts';
import { asRecord, errorMessage, send, testOrigin } from '../../test-request.ts';

const acme = '/v1/orgs/org_acme';

function fresh(): Backend {
  return createBackendForTests({ seed: 'demo' });
}

async function getOrg(backend: Backend, token: string, id = 'org_acme') {
  return send(backend, 'GET', `/v1/orgs/${id}`, { token });
}

describe('authentication and roles', () => {
  it('answers 401 without a token and with an unknown one', async () => {
    const backend = fresh();
    for (const token of [undefined, 'nobody']) {
      const response = await send(backend, 'GET', '/v1/orgs', token === undefined ? {} : { token });
      expect(response.status).toBe(401);
      expect(asRecord(response.body)['error']).toMatchObject({ code: 401 });
    }
    const malformed = await send(backend, 'GET', '/v1/orgs', {
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.status).toBe(401);
  });

  it('answers 403 when the role does not allow the action', async () => {
    const backend = fresh();
    const response = await send(backend, 'PATCH', acme, {
      token: 'demo-editor',
      json: { title: 'Hacked' },
    });
    expect(response.status).toBe(403);
    expect(errorMessage(response.body)).toMatch(/admin/);
  });
});

describe('listOrganizations', () => {
  it('lists the organizations the caller belongs to, guests included', async () => {
    const backend = fresh();
    const ids = async (token: string) =>
      (
        asRecord((await send(backend, 'GET', '/v1/orgs', { token })).body)['items'] as {
          id: string;
        }[]
      ).map((o) => o.id);
    expect(await ids('demo-admin')).toEqual(['org_acme', 'org_globex']);
    expect(await ids('demo-guest')).toEqual(['org_acme']);
    expect(await ids('demo-umbrella')).toEqual(['org_umbrella']);
  });
});

describe('getOrganization', () => {
  it('answers the organization with computed urls and permissions', async () => {
    const response = await getOrg(fresh(), 'demo-admin');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      object: 'organization',
      id: 'org_acme',
      title: 'Acme Docs',
      internal_isOnNewTrial: true,
      urls: {
        location: `${testOrigin}/v1/orgs/org_acme`,
        app: 'https://app.folio.example/o/org_acme',
      },
      permissions: { view: true, admin: true, viewBilling: true },
    });
  });

  it('answers 404 for an unknown id and 403 for a non-member', async () => {
    const backend = fresh();
    const missing = await getOrg(backend, 'demo-admin', 'org_nope');
    expect(missing.status).toBe(404);
    expect(errorMessage(missing.body)).toBe("No organization matches id 'org_nope'");
    expect((await getOrg(backend, 'demo-admin', 'org_umbrella')).status).toBe(403);
  });

  it.each([
    [
      'demo-admin',
      {
        view: true,
        admin: true,
        createContent: true,
        listMembers: true,
        viewBilling: true,
        ownTeam: true,
      },
    ],
    [
      'demo-creator',
      { view: true, admin: false, createContent: true, listMembers: true, viewBilling: false },
    ],
    [
      'demo-editor',
      { view: true, admin: false, createContent: false, listMembers: true, listTeams: true },
    ],
    [
      'demo-reader',
      { view: true, createContent: false, listMembers: true, installIntegration: false },
    ],
    ['demo-guest', { view: true, createContent: false, listMembers: false, listTeams: false }],
  ])('computes permissions for %s', async (token, expected) => {
    const body = asRecord((await getOrg(fresh(), token)).body);
    expect(body['permissions']).toMatchObject(expected);
  });

  it('gives non-members no permissions at all', () => {
    expect(
      Object.values(organizationPermissions(undefined)).every((value) => value === false),
    ).toBe(true);
    const admin = organizationPermissions('admin');
    expect(Object.values(admin).every((value) => value === true)).toBe(true);
  });
});

describe('updateOrganization', () => {
  it('lets an admin change every field; logo becomes urls.logo', async () => {
    const backend = fresh();
    const update = {
      title: 'Acme Documentation',
      emailDomains: ['acme.test', 'acme-corp.test'],
      hostname: 'docs.acme.folio.example',
      defaultRole: null,
      defaultContent: { type: 'site', site: 'site_help' },
      logo: 'https://cdn.acme.test/logo.svg',
      sso: true,
      ai: false,
      inviteLinks: false,
      mergeRules: { type: 'rules', rules: [{ rule: 'require_at_least_one_review' }] },
    };
    const response = await send(backend, 'PATCH', acme, { token: 'demo-admin', json: update });
    expect(response.status).toBe(200);
    const { logo, ...stored } = update;
    expect(response.body).toMatchObject({ ...stored, urls: { logo } });
    expect(asRecord((await getOrg(backend, 'demo-reader')).body)).toMatchObject(stored);
  });

  it('changes nothing when the caller is not an admin', async () => {
    const backend = fresh();
    const before = JSON.stringify(backend.store.state);
    for (const token of ['demo-editor', 'demo-creator', 'demo-guest', 'demo-umbrella']) {
      const response = await send(backend, 'PATCH', acme, { token, json: { title: 'Hijacked' } });
      expect(response.status).toBe(403);
    }
    expect(JSON.stringify(backend.store.state)).toBe(before);
  });

  it.each([
    [
      { type: 'site', site: 'site_globex_docs' },
      "/defaultContent/site 'site_globex_docs' is not a site of this organization.",
    ],
    [
      // The platform's only default content is a site (platform-values §3).
      { type: 'space', space: 'space_api' },
      '/defaultContent',
    ],
  ])('rejects default content of another organization: %j', async (defaultContent, message) => {
    const backend = fresh();
    const before = JSON.stringify(backend.store.state);
    const response = await send(backend, 'PATCH', acme, {
      token: 'demo-admin',
      json: { title: 'Should not apply', defaultContent },
    });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toMatch(new RegExp(`^${message}`));
    expect(JSON.stringify(backend.store.state)).toBe(before);
  });

  it('accepts a site of the same organization as default content, and null clears it', async () => {
    const backend = fresh();
    const defaultContent = { type: 'site', site: 'site_help' };
    const set = await send(backend, 'PATCH', acme, {
      token: 'demo-admin',
      json: { defaultContent },
    });
    expect(set.status).toBe(200);
    expect(asRecord(set.body)['defaultContent']).toEqual(defaultContent);
    const cleared = await send(backend, 'PATCH', acme, {
      token: 'demo-admin',
      json: { defaultContent: null, logo: null },
    });
    expect(cleared.status).toBe(200);
    expect(asRecord(cleared.body)['defaultContent']).toBeUndefined();
    expect(asRecord(asRecord(cleared.body)['urls'])['logo']).toBeUndefined();
  });
});

describe('deleteLinkInvite', () => {
  it('deletes for admins and answers 204 also when the invite is absent', async () => {
    const backend = fresh();
    const path = `${acme}/link-invites/invite_acme_editors`;
    expect((await send(backend, 'DELETE', path, { token: 'demo-admin' })).status).toBe(204);
    expect(backend.store.state.linkInvites.map((i) => i.id)).not.toContain('invite_acme_editors');
    expect((await send(backend, 'DELETE', path, { token: 'demo-admin' })).status).toBe(204);
  });

  it('does not delete another organization’s invite through this one', async () => {
    const backend = fresh();
    await send(backend, 'DELETE', `${acme}/link-invites/invite_globex_contributors`, {
      token: 'demo-admin',
    });
    expect(backend.store.state.linkInvites.map((i) => i.id)).toContain(
      'invite_globex_contributors',
    );
  });

  it('answers 403 for non-admins and keeps the invite', async () => {
    const backend = fresh();
    const response = await send(backend, 'DELETE', `${acme}/link-invites/invite_acme_readers`, {
      token: 'demo-editor',
    });
    expect(response.status).toBe(403);
    expect(backend.store.state.linkInvites.map((i) => i.id)).toContain('invite_acme_readers');
  });
});

describe('joinOrganization', () => {
  it('adds a membership with the default role when the email domain is allowed', async () => {
    const backend = fresh();
    expect((await getOrg(backend, 'demo-editor', 'org_globex')).status).toBe(403);
    const response = await send(backend, 'POST', '/v1/orgs/org_globex/join', {
      token: 'demo-editor',
    });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    const joined = asRecord((await getOrg(backend, 'demo-editor', 'org_globex')).body);
    expect(joined['permissions']).toMatchObject({ view: true, admin: false });
    expect(
      backend.store.state.memberships.filter(
        (m) => m.organizationId === 'org_globex' && m.userId === 'user_eddie',
      ),
    ).toEqual([
      {
        organizationId: 'org_globex',
        userId: 'user_eddie',
        role: 'comment',
        // The backend clock's time of the join (it runs with real time here).
        joinedAt: expect.any(String) as string,
        lastSeenAt: expect.any(String) as string,
        disabled: false,
        sso: false,
      },
    ]);
  });

  it('changes nothing for an existing member', async () => {
    const backend = fresh();
    const before = JSON.stringify(backend.store.state);
    expect(
      (await send(backend, 'POST', '/v1/orgs/org_acme/join', { token: 'demo-guest' })).status,
    ).toBe(204);
    expect(JSON.stringify(backend.store.state)).toBe(before);
  });

  it('answers 400 naming the domain when it is not allowed, and 404 for an unknown org', async () => {
    const backend = fresh();
    const refused = await send(backend, 'POST', '/v1/orgs/org_umbrella/join', {
      token: 'demo-admin',
    });
    expect(refused.status).toBe(400);
    expect(errorMessage(refused.body)).toBe(
      "Your email domain 'acme.test' is not allowed to join this organization",
    );
    const missing = await send(backend, 'POST', '/v1/orgs/org_nope/join', { token: 'demo-admin' });
    expect(missing.status).toBe(404);
  });
});

describe('searchOrganizationContent', () => {
  it('groups matches by space, page and section, case-insensitively', async () => {
    const backend = fresh();
    const response = await send(backend, 'GET', `${acme}/search?query=ROLLBACK`, {
      token: 'demo-reader',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      count: 1,
      items: [
        {
          id: 'space_handbook',
          title: 'Engineering Handbook',
          pages: [
            {
              id: 'page_handbook_deployments',
              path: 'deployments',
              sections: [{ title: 'Rollbacks', path: 'deployments#rollbacks' }],
            },
          ],
        },
      ],
    });
  });

  it('matches page titles and carries ancestors of nested pages', async () => {
    const body = asRecord(
      (
        await send(fresh(), 'GET', `${acme}/search?query=architecture%20overview`, {
          token: 'demo-admin',
        })
      ).body,
    );
    const [space] = body['items'] as {
      pages: { title: string; ancestors: unknown; path: string }[];
    }[];
    expect(space?.pages[0]).toMatchObject({
      title: 'Architecture overview',
      path: 'getting-started/architecture',
      ancestors: [{ title: 'Getting started' }],
    });
  });

  it('only searches the organization’s own spaces and pages over spaces', async () => {
    const backend = fresh();
    const all = asRecord(
      (await send(backend, 'GET', `${acme}/search?query=e`, { token: 'demo-admin' })).body,
    );
    const ids = (all['items'] as { id: string }[]).map((s) => s.id);
    expect(ids).not.toContain('space_globex_guide');
    // Every active Acme space has an "e" somewhere; deleted ones are left out.
    expect(ids).not.toContain('space_old_wiki');
    expect(all['count']).toBe(20);
    const first = asRecord(
      (await send(backend, 'GET', `${acme}/search?query=e&limit=2`, { token: 'demo-admin' })).body,
    );
    expect(first['items']).toHaveLength(2);
    expect(first['count']).toBe(20);
    expect(first['next']).toBeDefined();
  });

  it('is for members only and needs a query', async () => {
    const backend = fresh();
    expect(
      (await send(backend, 'GET', `${acme}/search?query=x`, { token: 'demo-umbrella' })).status,
    ).toBe(403);
    const missing = await send(backend, 'GET', `${acme}/search`, { token: 'demo-admin' });
    expect(missing.status).toBe(400);
    expect(errorMessage(missing.body)).toBe('query is required.');
    const none = asRecord(
      (await send(backend, 'GET', `${acme}/search?query=zzzz`, { token: 'demo-guest' })).body,
    );
    expect(none).toEqual({ count: 0, items: [] });
  });
});

describe('agent instructions', () => {
  const document = {
    object: 'document',
    data: { schemaVersion: 1, extra: 'kept' },
    nodes: [
      {
        object: 'block',
        type: 'heading-2',
        data: { id: 'rules' },
        nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Rules', marks: [] }] }],
      },
      // A key the contract does not list rides along (the platform's nodes forbid none).
      { object: 'block', type: 'divider', isVoid: true, data: {}, future: { anything: [1, 2] } },
    ],
  };

  it('lets any member read them', async () => {
    const response = await send(fresh(), 'GET', `${acme}/agent-instructions`, {
      token: 'demo-guest',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      object: 'agent-instructions',
      updatedBy: 'user_ada',
      urls: { location: `${testOrigin}/v1/orgs/org_acme/agent-instructions` },
    });
  });

  it('answers an empty document when never set', async () => {
    const response = await send(fresh(), 'GET', '/v1/orgs/org_globex/agent-instructions', {
      token: 'demo-admin',
    });
    expect(asRecord(response.body)['instructions']).toEqual({
      object: 'document',
      data: { schemaVersion: 1 },
      nodes: [],
    });
  });

  it('lets admins replace them, stamping the clock time and the author; unknown keys survive', async () => {
    const backend = fresh();
    backend.clock.advance(0);
    const response = await send(backend, 'PUT', '/v1/orgs/org_globex/agent-instructions', {
      token: 'demo-admin',
      json: { instructions: document },
    });
    expect(response.status).toBe(200);
    const body = asRecord(response.body);
    expect(body['instructions']).toEqual(document);
    expect(body['updatedBy']).toBe('user_ada');
    expect(
      Math.abs(Date.parse(String(body['updatedAt'])) - backend.clock.now().getTime()),
    ).toBeLessThan(5_000);
    const again = await send(backend, 'GET', '/v1/orgs/org_globex/agent-instructions', {
      token: 'demo-creator',
    });
    expect(asRecord(again.body)['instructions']).toEqual(document);
  });

  it('refuses a block type the platform does not have', async () => {
    const response = await send(fresh(), 'PUT', `${acme}/agent-instructions`, {
      token: 'demo-admin',
      json: { instructions: { ...document, nodes: [{ object: 'block', type: 'future-widget' }] } },
    });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toMatch(/^\/instructions\/nodes\/0\/type must be one of/);
  });

  it('refuses non-admins', async () => {
    const backend = fresh();
    const response = await send(backend, 'PUT', `${acme}/agent-instructions`, {
      token: 'demo-creator',
      json: { instructions: document },
    });
    expect(response.status).toBe(403);
  });
});

describe('listOrganizationsByEmailDomain', () => {
  it('lists organizations allowing the domain: whole to members, the public part to others', async () => {
    const response = await send(fresh(), 'GET', '/v1/email-domains/acme.test/orgs', {
      token: 'demo-editor',
    });
    expect(response.status).toBe(200);
    const organizations = asRecord(response.body)['organizations'] as Record<string, unknown>[];
    expect(organizations.map((o) => o['id'])).toEqual(['org_acme', 'org_globex']);
    expect(organizations[0]).toMatchObject({ title: 'Acme Docs', permissions: { view: true } });
    expect(organizations[1]).toEqual({
      object: 'organization',
      id: 'org_globex',
      title: 'Globex Community',
      urls: {
        location: 'http://backend.test/v1/orgs/org_globex',
        app: 'https://app.folio.example/o/org_globex',
      },
    });
  });

  it('shows a member of another organization nothing of Acme but its public part', async () => {
    const response = await send(fresh(), 'GET', '/v1/email-domains/acme.test/orgs', {
      token: 'demo-umbrella',
    });
    const text = JSON.stringify(response.body);
    for (const secret of ['billing', 'pricing', 'plan', 'emailDomains', 'hostname', 'mergeRules'])
      expect(text).not.toContain(secret);
  });

  it('answers an empty list for an unknown domain and 400 for an invalid one', async () => {
    const backend = fresh();
    const none = await send(backend, 'GET', '/v1/email-domains/example.test/orgs', {
      token: 'demo-admin',
    });
    expect(none.body).toEqual({ organizations: [] });
    const bad = await send(backend, 'GET', '/v1/email-domains/not_a_domain/orgs', {
      token: 'demo-admin',
    });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad.body)).toMatch(/^emailDomain must match the pattern/);
  });
});
