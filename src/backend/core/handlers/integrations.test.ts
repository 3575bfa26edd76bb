import { describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../create-backend.ts';
import { createBackendForTests } from '../../node.ts';
import { largeExtraIntegrations, seedInstallationIds } from '../store/seed-integrations.ts';
import { asRecord, errorMessage, send } from '../../test-request.ts';
import { withinProcessorTime } from '../../test-timing.ts';

/** Integrations over HTTP: what each caller sees, the install journey, and what sites get. */

const admin = 'demo-admin';
const integrations = '/v1/integrations';
const acme = '/v1/orgs/org_acme';
const docs = `${acme}/sites/site_docs`;

function fresh(): Backend {
  return createBackendForTests({ seed: 'demo' });
}

function items(body: unknown): Record<string, unknown>[] {
  const list = asRecord(body)['items'];
  if (!Array.isArray(list)) throw new Error('not a list');
  return list.map(asRecord);
}

async function scriptsOf(backend: Backend) {
  const scripts = await send(backend, 'GET', `${docs}/integration-scripts`, { token: admin });
  const published = await send(backend, 'GET', `${docs}/published`, { token: admin });
  // The site's list and the published content's are one and the same.
  expect(asRecord(published.body)['scripts']).toEqual(scripts.body);
  return scripts.body as { script: string; cookies: boolean }[];
}

describe('who sees which integration', () => {
  it('answers a private integration to members of its owner only, an unlisted one by name', async () => {
    const backend = fresh();
    const get = (name: string, token: string) =>
      send(backend, 'GET', `${integrations}/${name}`, { token });
    expect((await get('acme-analytics', 'demo-reader')).status).toBe(200);
    expect((await get('acme-analytics', 'demo-umbrella')).status).toBe(404);
    expect((await get('translator-beta', 'demo-umbrella')).status).toBe(200);
    const list = await send(backend, 'GET', `${integrations}?limit=1000`, {
      token: 'demo-umbrella',
    });
    const names = items(list.body).map((i) => i['name']);
    expect(names).not.toContain('acme-analytics');
    expect(names).not.toContain('translator-beta');
    expect(asRecord(list.body)['count']).toBe(11);
  });

  it('tells the owner’s admins that they administer it', async () => {
    const backend = fresh();
    const permissions = async (token: string) =>
      asRecord((await send(backend, 'GET', `${integrations}/acme-analytics`, { token })).body)[
        'permissions'
      ];
    expect(await permissions(admin)).toEqual({ admin: true });
    expect(await permissions('demo-editor')).toEqual({ admin: false });
  });
});

describe('publish', () => {
  const manifest = {
    title: 'Acme Status',
    description: 'Service status on every page.',
    script: 'export default {};',
    organization: 'org_acme',
    secrets: { token: 'never-answered' },
  };

  it('answers version 1 then 2, and never the script or the secrets', async () => {
    const backend = fresh();
    const publish = () =>
      send(backend, 'POST', `${integrations}/acme-status`, { token: admin, json: manifest });
    const first = await publish();
    expect(first.status).toBe(200);
    const body = asRecord(first.body);
    expect(body).toMatchObject({ version: 1, visibility: 'private', target: 'all' });
    expect(body['script']).toBeUndefined();
    expect(body['secrets']).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('never-answered');
    expect(asRecord((await publish()).body)['version']).toBe(2);
  });

  it('refuses a name another organization owns, and an organization that does not exist', async () => {
    const backend = fresh();
    const taken = await send(backend, 'POST', `${integrations}/chatter`, {
      token: admin,
      json: manifest,
    });
    expect(taken.status).toBe(403);
    const missing = await send(backend, 'POST', `${integrations}/acme-status`, {
      token: admin,
      json: { ...manifest, organization: 'nowhere' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('installing, configuring and uninstalling', () => {
  it('goes from pending to active, injects its script once it covers the site, then leaves', async () => {
    const backend = fresh();
    const pulse = `${integrations}/pulse-analytics/installations`;
    const created = await send(backend, 'POST', pulse, {
      token: admin,
      json: { organization: 'org_acme' },
    });
    expect(created.status).toBe(201);
    const installation = asRecord(created.body);
    expect(installation['status']).toBe('pending');
    const id = String(installation['id']);

    const again = await send(backend, 'POST', pulse, {
      token: admin,
      json: { organization: 'org_acme' },
    });
    expect(again.status).toBe(409);
    expect(errorMessage(again.body)).toContain(id);

    const refused = await send(backend, 'PATCH', `${pulse}/${id}`, {
      token: admin,
      json: { configuration: { site_key: 7 } },
    });
    expect(refused.status).toBe(400);
    expect(errorMessage(refused.body)).toBe('/configuration/site_key must be a string.');

    const configured = await send(backend, 'PATCH', `${pulse}/${id}`, {
      token: admin,
      json: { configuration: { site_key: 'pk_live_1' }, selectedSites: ['site_docs'] },
    });
    expect(asRecord(configured.body)).toMatchObject({ status: 'active', sites: 1 });

    const scripts = await scriptsOf(backend);
    expect(scripts.map((s) => s.script)).toEqual([
      'https://analytics.acme.test/site.js',
      expect.stringContaining(`/pulse-analytics/installations/${id}/sites/site_docs/script.js`),
    ]);
    const enabled = await send(backend, 'GET', `${docs}/integrations`, { token: 'demo-reader' });
    expect(items(enabled.body).map((i) => i['name'])).toEqual([
      'acme-analytics',
      'pulse-analytics',
    ]);
    const status = await send(
      backend,
      'GET',
      `${acme}/integrations/installations-status?target=site`,
      {
        token: 'demo-reader',
      },
    );
    expect(
      items(status.body).map((i) => [asRecord(i['integration'])['name'], i['status']]),
    ).toEqual([
      ['acme-analytics', 'active'],
      ['pulse-analytics', 'active'],
    ]);

    // The platform's 205 for an uninstall, 204 once there is nothing left to uninstall.
    expect((await send(backend, 'DELETE', `${pulse}/${id}`, { token: admin })).status).toBe(205);
    expect((await send(backend, 'DELETE', `${pulse}/${id}`, { token: admin })).status).toBe(204);
    expect((await send(backend, 'GET', `${pulse}/${id}`, { token: admin })).status).toBe(404);
    expect((await scriptsOf(backend)).map((s) => s.script)).toEqual([
      'https://analytics.acme.test/site.js',
    ]);
  });

  it('lists the organization’s installations with their integrations for its admins', async () => {
    const backend = fresh();
    const list = await send(backend, 'GET', `${acme}/installations?search=sync`, { token: admin });
    expect(items(list.body).map((i) => asRecord(i['installation'])['id'])).toEqual([
      seedInstallationIds.acmeRepoSync,
    ]);
    expect(items(list.body)[0]?.['integration']).toMatchObject({ name: 'repo-sync' });
    const refused = await send(backend, 'GET', `${acme}/installations`, { token: 'demo-reader' });
    expect(refused.status).toBe(403);
  });
});

describe('a Content-Security-Policy', () => {
  const manifest = {
    title: 'Acme Status',
    description: 'Shows the status of Acme services on every page.',
    script: 'https://status.acme.test/embed.js',
    organization: 'org_acme',
    scopes: ['site:script:inject'],
  };

  it('may be published as an object of directives, answered so, and injected as header text', async () => {
    const backend = fresh();
    const contentSecurityPolicy = {
      'script-src': "'self' https://status.acme.test",
      'upgrade-insecure-requests': '',
    };
    const published = await send(backend, 'POST', `${integrations}/acme-status`, {
      token: admin,
      json: { ...manifest, contentSecurityPolicy },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(asRecord(published.body)['contentSecurityPolicy']).toEqual(contentSecurityPolicy);
    const read = await send(backend, 'GET', `${integrations}/acme-status`, { token: admin });
    expect(asRecord(read.body)['contentSecurityPolicy']).toEqual(contentSecurityPolicy);
    const installed = await send(backend, 'POST', `${integrations}/acme-status/installations`, {
      token: admin,
      json: { organization: 'org_acme' },
    });
    const installation = `${integrations}/acme-status/installations/${String(asRecord(installed.body)['id'])}`;
    await send(backend, 'PATCH', installation, {
      token: admin,
      json: { site_selection: 'all' },
    });
    const scripts = await scriptsOf(backend);
    expect(scripts).toContainEqual(
      expect.objectContaining({
        script: 'https://status.acme.test/embed.js',
        contentSecurityPolicy:
          "script-src 'self' https://status.acme.test; upgrade-insecure-requests",
      }),
    );
  });

  it('refuses a directive the platform does not name, or a value that would break the header', async () => {
    const backend = fresh();
    for (const contentSecurityPolicy of [
      { 'script-source': "'self'" },
      { 'script-src': "'self'; img-src *" },
      { 'script-src': "'self'\r\nX-Injected: 1" },
      "script-src 'self'\nX-Injected: 1",
    ]) {
      const response = await send(backend, 'POST', `${integrations}/acme-status`, {
        token: admin,
        json: { ...manifest, contentSecurityPolicy },
      });
      expect(response.status, JSON.stringify(contentSecurityPolicy)).toBe(400);
      expect(errorMessage(response.body)).toMatch(/^\/contentSecurityPolicy/);
    }
  });
});

describe('events and unpublishing', () => {
  it('answers events newest first, one as { event, trace }, to the owner’s admins', async () => {
    const backend = fresh();
    const analytics = `${integrations}/acme-analytics`;
    const page = await send(backend, 'GET', `${analytics}/events?limit=20`, { token: admin });
    const events = items(page.body);
    expect(events).toHaveLength(17);
    expect(events[0]?.['id']).toBe('evt_acme_analytics_15');
    // A listed event carries no log: the platform's record has none.
    expect(events.every((event) => !('logs' in event))).toBe(true);
    const failed = await send(backend, 'GET', `${analytics}/events/evt_acme_analytics_10`, {
      token: admin,
    });
    const { event, trace } = asRecord(failed.body);
    expect(asRecord(event)['id']).toBe('evt_acme_analytics_10');
    expect(asRecord(event)['status']).toBe('failed');
    expect(JSON.stringify(asRecord(trace)['logs'])).toContain('timed out after 10000 ms');
    const reader = await send(backend, 'GET', `${analytics}/events`, { token: 'demo-reader' });
    expect(reader.status).toBe(403);
  });

  it('unpublish takes the integration, its installations, events and scripts with it', async () => {
    const backend = fresh();
    const analytics = `${integrations}/acme-analytics`;
    expect((await send(backend, 'DELETE', analytics, { token: admin })).status).toBe(204);
    expect((await send(backend, 'GET', analytics, { token: admin })).status).toBe(404);
    expect(await scriptsOf(backend)).toEqual([]);
    const installed = await send(backend, 'GET', `${acme}/installations`, { token: admin });
    expect(items(installed.body).map((i) => asRecord(i['integration'])['name'])).not.toContain(
      'acme-analytics',
    );
    // Absent now: still 204.
    expect((await send(backend, 'DELETE', analytics, { token: admin })).status).toBe(204);
  });
});

describe('the large catalog', () => {
  it(`lists ${largeExtraIntegrations} more integrations, a page at a time`, async () => {
    const backend = createBackend({ seed: 'large' });
    // A generous bound; the benchmark measures the screen.
    const first = await withinProcessorTime(500, () =>
      send(backend, 'GET', `${integrations}?limit=24`, { token: admin }),
    );
    expect(asRecord(first.body)['count']).toBe(12 + largeExtraIntegrations);
    expect(items(first.body)).toHaveLength(24);
    expect(asRecord(first.body)['next']).toBeDefined();
    const filtered = await send(backend, 'GET', `${integrations}?category=gitsync&blocks=true`, {
      token: admin,
    });
    expect(items(filtered.body).every((i) => (i['blocks'] as unknown[]).length > 0)).toBe(true);
  });
});
