import { describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../create-backend.ts';
import { fetchOutcome, refreshIntervalMs } from '../domain/openapi-processing.ts';
import { errorMessage, send } from '../../test-request.ts';
import { withinProcessorTime } from '../../test-timing.ts';

/**
 * OpenAPI specifications over HTTP on a fixed backend clock: processing states as the clock
 * moves, outcomes decided by the URL, the last good version kept, the 6-hour refresh, roles
 * and visibility.
 */

const admin = 'demo-admin';
const openapi = '/v1/orgs/org_acme/openapi';
const fixedNow = Date.parse('2026-11-20T12:00:00.000Z');
const second = 1000;
const hour = 60 * 60 * second;

interface Spec {
  id: string;
  slug: string;
  sourceURL: string;
  processingState: 'pending' | 'progress' | 'complete';
  visibility: 'private' | 'public';
  lastVersion?: string;
  lastProcessedAt?: string;
  lastProcessErrorCode?: string;
  lastProcessedErrors?: { code: string; message: string }[];
  updatedAt: string;
  permissions: { view: boolean; edit: boolean };
  urls: { location: string; app: string; published?: string };
}

interface Version {
  id: string;
  url: string;
  sourceURL: string;
  createdAt: string;
}

function fresh(): Backend {
  return createBackend({ seed: 'demo', realNow: () => fixedNow });
}

async function spec(backend: Backend, slug: string, token = admin): Promise<Spec> {
  const response = await send(backend, 'GET', `${openapi}/${slug}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Spec;
}

async function versions(backend: Backend, slug: string): Promise<Version[]> {
  const response = await send(backend, 'GET', `${openapi}/${slug}/versions`, { token: admin });
  expect(response.status).toBe(200);
  return (response.body as { items: Version[] }).items;
}

async function add(backend: Backend, slug: string, url: string): Promise<Spec> {
  const response = await send(backend, 'POST', openapi, {
    token: admin,
    json: { slug, source: { url } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Spec;
}

async function replace(backend: Backend, slug: string, url: string) {
  return send(backend, 'PUT', `${openapi}/${slug}`, { token: admin, json: { source: { url } } });
}

describe('seeded specifications', () => {
  it('has a public one with four versions, a failed private one, one still processing', async () => {
    const backend = fresh();
    const list = await send(backend, 'GET', openapi, { token: 'demo-guest' });
    const items = (list.body as { items: Spec[] }).items;
    expect(items.map((s) => [s.slug, s.visibility, s.processingState])).toEqual([
      ['billing-api', 'private', 'complete'],
      ['payments-api', 'public', 'complete'],
      ['webhooks', 'private', 'pending'],
    ]);
    const [billing, payments] = items;
    expect(payments?.urls.published).toBe('https://docs.acme.test/openapi/payments-api');
    expect(payments?.lastProcessErrorCode).toBeUndefined();
    const history = await versions(backend, 'payments-api');
    expect(history.map((v) => v.id)).toEqual([
      'openapiv_payments_4',
      'openapiv_payments_3',
      'openapiv_payments_2',
      'openapiv_payments_1',
    ]);
    expect(payments?.lastVersion).toBe('openapiv_payments_4');
    expect(billing).toMatchObject({
      lastProcessErrorCode: 'PARSE_ERROR',
      lastVersion: 'openapiv_billing_1',
      lastProcessedAt: new Date(fixedNow - 2 * hour + 5 * second).toISOString(),
    });
    expect(billing?.lastProcessedErrors).toHaveLength(2);
    expect(billing?.urls.published).toBeUndefined();
    expect(items.every((s) => s.permissions.view && !s.permissions.edit)).toBe(true);
  });
});

describe('processing over the clock', () => {
  it('is pending 2 s, in progress 3 s, then complete with a version', async () => {
    const backend = fresh();
    const created = await add(backend, 'Orders-API', 'https://api.acme.test/openapi/orders.yaml');
    expect(created).toMatchObject({ slug: 'orders-api', processingState: 'pending' });
    expect(created.lastVersion).toBeUndefined();
    expect(created.lastProcessedAt).toBeUndefined();
    expect(created.visibility).toBe('private');
    backend.clock.advance(2 * second - 1);
    expect((await spec(backend, 'orders-api')).processingState).toBe('pending');
    backend.clock.advance(1);
    expect((await spec(backend, 'ORDERS-api')).processingState).toBe('progress');
    backend.clock.advance(3 * second);
    const done = await spec(backend, 'orders-api');
    expect(done).toMatchObject({
      processingState: 'complete',
      lastProcessedAt: new Date(fixedNow + 5 * second).toISOString(),
    });
    expect(done.lastVersion).toBeDefined();
    expect(await versions(backend, 'orders-api')).toHaveLength(1);
  });

  it('decides the outcome by the URL', async () => {
    const backend = fresh();
    await add(backend, 'slow', 'https://api.timeout.test/openapi.yaml');
    await add(backend, 'down', 'https://unreachable.test/openapi.json');
    await add(backend, 'broken', 'https://api.acme.test/invalid/openapi.yaml');
    await add(
      backend,
      'very-broken',
      'https://api.acme.test/invalid/x-invalid/invalid/i/invalid.yaml',
    );
    backend.clock.advance(5 * second);
    const slow = await spec(backend, 'slow');
    expect(slow).toMatchObject({ lastProcessErrorCode: 'FETCH_TIMEOUT' });
    expect(slow.lastVersion).toBeUndefined();
    expect((await spec(backend, 'down')).lastProcessErrorCode).toBe('FETCH_ERROR');
    const broken = await spec(backend, 'broken');
    expect(broken.lastProcessErrorCode).toBe('PARSE_ERROR');
    expect(broken.lastProcessedErrors).toHaveLength(1);
    expect((await spec(backend, 'very-broken')).lastProcessedErrors).toHaveLength(3);
    for (const error of broken.lastProcessedErrors ?? []) {
      expect(error.code).toMatch(/^[A-Z_]+$/);
      expect(error.message.length).toBeGreaterThan(10);
    }
  });

  it('keeps the last good version when processing fails, and recovers', async () => {
    const backend = fresh();
    const before = await spec(backend, 'payments-api');
    const failed = await replace(backend, 'payments-api', 'https://api.acme.test/v4/invalid.yaml');
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      processingState: 'pending',
      lastVersion: before.lastVersion,
    });
    backend.clock.advance(5 * second);
    const after = await spec(backend, 'payments-api');
    expect(after).toMatchObject({
      processingState: 'complete',
      lastVersion: before.lastVersion,
      lastProcessErrorCode: 'PARSE_ERROR',
    });
    expect(await versions(backend, 'payments-api')).toHaveLength(4);
    await replace(backend, 'payments-api', 'https://api.acme.test/openapi/payments/v4.yaml');
    backend.clock.advance(5 * second);
    const recovered = await spec(backend, 'payments-api');
    expect(recovered.lastProcessErrorCode).toBeUndefined();
    expect(recovered.lastProcessedErrors).toBeUndefined();
    expect(recovered.lastVersion).toBe('openapiv_payments_5');
    expect((await versions(backend, 'payments-api'))[0]?.sourceURL).toBe(
      'https://api.acme.test/openapi/payments/v4.yaml',
    );
  });

  it('PUT answers 201 when it created the spec and 200 when it replaced the source', async () => {
    const backend = fresh();
    const created = await replace(backend, 'Events', 'https://api.acme.test/events.yaml');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'events', processingState: 'pending' });
    backend.clock.advance(5 * second);
    // Asking again with the same URL processes again: that is how a person checks for updates.
    const again = await replace(backend, 'events', 'https://api.acme.test/events.yaml');
    expect(again.status).toBe(200);
    backend.clock.advance(5 * second);
    expect(await versions(backend, 'events')).toHaveLength(2);
  });
});

describe('a source given as text', () => {
  const document = '{"openapi":"3.1.0","info":{"title":"Events","version":"1.0.0"},"paths":{}}';

  it('is created from the text, answered without a source URL, and processed into a version', async () => {
    const backend = fresh();
    const created = await send(backend, 'POST', openapi, {
      token: admin,
      json: { slug: 'events', source: { text: document } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).not.toHaveProperty('sourceURL');
    backend.clock.advance(5 * second);
    expect(await spec(backend, 'events')).toMatchObject({
      processingState: 'complete',
      lastVersion: expect.any(String),
    });
    const [version] = await versions(backend, 'events');
    expect(version).toBeDefined();
    expect(version).not.toHaveProperty('sourceURL');
  });

  it('replaces a URL source by PUT, and a text that is not OpenAPI ends in PARSE_ERROR', async () => {
    const backend = fresh();
    const before = await spec(backend, 'payments-api');
    const replaced = await send(backend, 'PUT', `${openapi}/payments-api`, {
      token: admin,
      json: { source: { text: 'title: not a spec\n' } },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).not.toHaveProperty('sourceURL');
    backend.clock.advance(5 * second);
    const after = await spec(backend, 'payments-api');
    expect(after).toMatchObject({
      lastProcessErrorCode: 'PARSE_ERROR',
      lastVersion: before.lastVersion,
    });
    expect(after.lastProcessedErrors?.[0]?.message).toMatch(/not an OpenAPI document/);
    // The URL form comes back with the next replace.
    await replace(backend, 'payments-api', 'https://api.acme.test/openapi/payments/v4.yaml');
    expect((await spec(backend, 'payments-api')).sourceURL).toBe(
      'https://api.acme.test/openapi/payments/v4.yaml',
    );
  });

  it('refuses both forms at once, neither, or an empty text, naming the source', async () => {
    const backend = fresh();
    for (const source of [
      { url: 'https://api.acme.test/a.yaml', text: document },
      {},
      { text: '' },
    ]) {
      const response = await send(backend, 'POST', openapi, {
        token: admin,
        json: { slug: 'events', source },
      });
      expect(response.status, JSON.stringify(source)).toBe(400);
      expect(errorMessage(response.body)).toMatch(/^\/source/);
    }
  });
});

describe('the 6-hour refresh', () => {
  it('processes again every 6 hours but adds a version only when the document changed', async () => {
    const backend = fresh();
    await add(backend, 'stable', 'https://api.acme.test/stable.yaml');
    backend.clock.advance(6 * hour);
    expect((await spec(backend, 'stable')).processingState).toBe('pending');
    backend.clock.advance(2 * second);
    expect((await spec(backend, 'stable')).processingState).toBe('progress');
    backend.clock.advance(3 * second);
    const refreshed = await spec(backend, 'stable');
    expect(refreshed.lastProcessedAt).toBe(
      new Date(fixedNow + 6 * hour + 5 * second).toISOString(),
    );
    expect(await versions(backend, 'stable')).toHaveLength(1);
  });

  it('a nightly document changes at midnight, so the first refresh after it adds a version', async () => {
    const backend = fresh();
    // Added at 12:00: refreshes at 18:00 (same day), 00:00 and 06:00 (the next day).
    await add(backend, 'nightly', 'https://api.acme.test/nightly/openapi.yaml');
    backend.clock.advance(6 * hour + 5 * second);
    expect(await versions(backend, 'nightly')).toHaveLength(1);
    backend.clock.advance(6 * hour);
    expect(await versions(backend, 'nightly')).toHaveLength(2);
    backend.clock.advance(6 * hour);
    const history = await versions(backend, 'nightly');
    expect(history).toHaveLength(2);
    expect(history[0]?.createdAt).toBe(new Date(fixedNow + 12 * hour + 5 * second).toISOString());
  });

  it('catches up with a year of refreshes at once, quickly', async () => {
    const backend = fresh();
    await add(backend, 'nightly', 'https://api.acme.test/nightly/openapi.yaml');
    backend.clock.advance(365 * 24 * hour);
    // One measurement: a second read would find the year caught up already.
    const list = await withinProcessorTime(
      1000,
      () => send(backend, 'GET', openapi, { token: admin }),
      {
        again: false,
      },
    );
    expect(list.status).toBe(200);
    expect((await spec(backend, 'payments-api')).lastVersion).toBe('openapiv_payments_4');
    const response = await send(backend, 'GET', `${openapi}/nightly/versions?limit=1`, {
      token: admin,
    });
    expect((response.body as { count: number }).count).toBe(366);
    expect(refreshIntervalMs).toBe(6 * hour);
  });
});

describe('slugs, roles and visibility', () => {
  it('lower-cases slugs and refuses a taken one, naming /slug', async () => {
    const backend = fresh();
    const taken = await send(backend, 'POST', openapi, {
      token: admin,
      json: { slug: 'Payments-API', source: { url: 'https://api.acme.test/p.yaml' } },
    });
    expect(taken.status).toBe(400);
    expect(errorMessage(taken.body)).toMatch(/^\/slug 'payments-api' is already used/);
    const badPattern = await send(backend, 'POST', openapi, {
      token: admin,
      json: { slug: 'two--hyphens', source: { url: 'https://api.acme.test/p.yaml' } },
    });
    expect(badPattern.status).toBe(400);
    expect(errorMessage(badPattern.body)).toMatch(/^\/slug /);
  });

  it('members read (guests too), admins write', async () => {
    const backend = fresh();
    expect((await spec(backend, 'payments-api', 'demo-guest')).permissions).toEqual({
      view: true,
      edit: false,
    });
    expect((await spec(backend, 'payments-api')).permissions).toEqual({ view: true, edit: true });
    for (const [method, json] of [
      ['PATCH', { visibility: 'private' }],
      ['PUT', { source: { url: 'https://api.acme.test/x.yaml' } }],
      ['DELETE', undefined],
    ] as const) {
      const response = await send(backend, method, `${openapi}/payments-api`, {
        token: 'demo-creator',
        ...(json ? { json } : {}),
      });
      expect(response.status).toBe(403);
    }
    expect((await send(backend, 'GET', openapi, { token: 'demo-umbrella' })).status).toBe(403);
  });

  it('public sets urls.published; private takes it away', async () => {
    const backend = fresh();
    const patch = (visibility: string) =>
      send(backend, 'PATCH', `${openapi}/billing-api`, { token: admin, json: { visibility } });
    const published = await patch('public');
    expect(published.body).toMatchObject({
      visibility: 'public',
      urls: { published: 'https://docs.acme.test/openapi/billing-api' },
      updatedAt: new Date(fixedNow).toISOString(),
    });
    const hidden = (await patch('private')).body as Spec;
    expect(hidden.urls.published).toBeUndefined();
  });

  it('deletes a spec with its versions, and an absent one is still 204', async () => {
    const backend = fresh();
    expect(
      (await send(backend, 'DELETE', `${openapi}/Payments-API`, { token: admin })).status,
    ).toBe(204);
    expect((await send(backend, 'GET', `${openapi}/payments-api`, { token: admin })).status).toBe(
      404,
    );
    expect(
      (await send(backend, 'GET', `${openapi}/payments-api/versions`, { token: admin })).status,
    ).toBe(404);
    expect(
      (await send(backend, 'DELETE', `${openapi}/payments-api`, { token: admin })).status,
    ).toBe(204);
  });
});

describe('fetchOutcome', () => {
  it('matches hosts under the simulated domains only', () => {
    expect(fetchOutcome('https://timeout.test/a', 0)).toMatchObject({
      ok: false,
      code: 'FETCH_TIMEOUT',
    });
    expect(fetchOutcome('https://x.y.unreachable.test/a', 0)).toMatchObject({
      code: 'FETCH_ERROR',
    });
    expect(fetchOutcome('https://nottimeout.test/a', 0).ok).toBe(true);
    expect(fetchOutcome('https://invalid.acme.test/spec.yaml', 0).ok).toBe(true);
  });

  it('gives the same document at every fetch unless the path is nightly', () => {
    const url = 'https://api.acme.test/spec.yaml';
    expect(fetchOutcome(url, 0)).toEqual(fetchOutcome(url, 400 * 24 * hour));
    const nightly = 'https://api.acme.test/nightly.yaml';
    expect(fetchOutcome(nightly, 0)).toEqual(fetchOutcome(nightly, 23 * hour));
    expect(fetchOutcome(nightly, 0)).not.toEqual(fetchOutcome(nightly, 24 * hour));
  });
});
