import { describe, expect, it } from 'vitest';
import { createBackend } from '../create-backend.ts';
import { demoUsers } from '../core/store/seeds.ts';
import { asRecord, errorMessage, send } from '../test-request.ts';

describe('control endpoints', () => {
  it('reports health with the seed, the clock and the demo users, without a token', async () => {
    const backend = createBackend({ seed: 'empty' });
    const response = await send(backend, 'GET', '/_backend/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.body).toMatchObject({
      ok: true,
      seed: 'empty',
      users: demoUsers.map((user) => ({ userId: user.userId, displayName: user.displayName })),
    });
  });

  it('hands out no token in any answer', async () => {
    const backend = createBackend({ seed: 'demo' });
    for (const path of ['/_backend/health', '/_backend/clock', '/_backend/faults']) {
      const text = JSON.stringify((await send(backend, 'GET', path)).body);
      for (const user of demoUsers) expect(text).not.toContain(user.token);
    }
  });

  it.each([
    ['no content type', undefined],
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('refuses a POST with %s (415), changing nothing', async (_label, type) => {
    const backend = createBackend({ seed: 'demo' });
    backend.store.state.organizations[0]!.title = 'Changed';
    for (const path of ['/_backend/reset', '/_backend/clock', '/_backend/faults']) {
      const response = await send(backend, 'POST', path, {
        ...(type ? { headers: { 'content-type': type } } : {}),
      });
      expect(response.status).toBe(415);
      expect(errorMessage(response.body)).toMatch(/Content-Type: application\/json/);
    }
    expect(backend.store.state.organizations[0]?.title).toBe('Changed');
    expect(backend.clock.offsetMs()).toBe(0);
  });

  it('moves the clock forward and back to real time on reset', async () => {
    const backend = createBackend({ seed: 'demo' });
    const before = Date.now();
    const day = 86_400_000;
    const advanced = await send(backend, 'POST', '/_backend/clock', { json: { advanceMs: day } });
    expect(advanced.status).toBe(200);
    expect(Date.parse(String(asRecord(advanced.body)['now']))).toBeGreaterThanOrEqual(before + day);
    const read = asRecord((await send(backend, 'GET', '/_backend/clock')).body);
    expect(Date.parse(String(read['now']))).toBeGreaterThanOrEqual(before + day);
    for (const json of [{ advanceMs: -1 }, { advanceMs: 'soon' }, {}]) {
      const bad = await send(backend, 'POST', '/_backend/clock', { json });
      expect(bad.status).toBe(400);
    }
    await send(backend, 'POST', '/_backend/reset', { json: {} });
    expect(backend.clock.offsetMs()).toBe(0);
  });

  it('resets data to the seed, keeping the seed name', async () => {
    const backend = createBackend({ seed: 'empty' });
    await send(backend, 'PATCH', '/v1/orgs/org_acme', {
      token: 'demo-admin',
      json: { title: 'Changed' },
    });
    expect(backend.store.state.organizations[0]?.title).toBe('Changed');
    const reset = await send(backend, 'POST', '/_backend/reset', { json: {} });
    expect(reset.body).toMatchObject({ ok: true, seed: 'empty' });
    expect(backend.store.state.organizations[0]?.title).toBe('Acme Docs');
  });

  it('injects errors and latency into /v1 requests only, and turns them off with 0', async () => {
    const backend = createBackend({ seed: 'demo' });
    const set = await send(backend, 'POST', '/_backend/faults', {
      json: { errorRate: 1, status: 429 },
    });
    expect(set.body).toEqual({ latencyMs: 0, errorRate: 1, status: 429 });
    const throttled = await send(backend, 'GET', '/v1/orgs', { token: 'demo-admin' });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(asRecord(throttled.body)['error']).toMatchObject({ code: 429 });
    expect((await send(backend, 'GET', '/_backend/health')).status).toBe(200);

    await send(backend, 'POST', '/_backend/faults', { json: { errorRate: 0, latencyMs: 120 } });
    const started = performance.now();
    expect((await send(backend, 'GET', '/v1/orgs', { token: 'demo-admin' })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect((await send(backend, 'GET', '/_backend/faults')).body).toEqual({
      latencyMs: 120,
      errorRate: 0,
      status: 429,
    });
  });

  it.each([
    [{ errorRate: 1.5 }, '/errorRate must be at most 1.'],
    [{ status: 404 }, '/status must be one of: 500, 503, 429.'],
    [{ latencyMs: -5 }, '/latencyMs must be at least 0.'],
    [{ surprise: true }, '/surprise is not an allowed field.'],
  ])('validates faults %j', async (json, message) => {
    const backend = createBackend({ seed: 'demo' });
    const response = await send(backend, 'POST', '/_backend/faults', { json });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toBe(message);
  });

  it('answers the 404 body for any other /v1 path or method', async () => {
    const backend = createBackend({ seed: 'demo' });
    for (const [method, path] of [
      ['GET', '/v1/whatever'],
      ['DELETE', '/v1/orgs/org_acme'],
      ['POST', '/v1/orgs'],
    ] as const) {
      const response = await send(backend, method, path, { token: 'demo-admin' });
      expect(response.status).toBe(404);
      expect(errorMessage(response.body)).toBe(`No operation matches ${method} ${path}`);
    }
  });

  it('answers 500 without internals when a handler throws unexpectedly', async () => {
    const reported: unknown[] = [];
    const backend = createBackend({ seed: 'demo', reportError: (error) => reported.push(error) });
    // Corrupt the state so the domain code trips over it.
    (backend.store.state as { memberships: unknown }).memberships = null;
    const response = await send(backend, 'GET', '/v1/orgs', { token: 'demo-admin' });
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toMatch(/TypeError|at .*\.ts/);
    expect(asRecord(response.body)['error']).toMatchObject({ code: 500 });
    expect(reported).toHaveLength(1);
  });
});
