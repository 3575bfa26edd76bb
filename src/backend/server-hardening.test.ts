/// <reference types="node" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, requestHead, uploadWhole, type RawAnswer } from './raw-http.ts';
import { startApiServer, type ApiServer } from './server.ts';
import { demoUsers } from './core/store/seeds.ts';

/**
 * The API server facing malformed and hostile requests over real HTTP: every one gets a 4xx
 * with the platform's error body, and the server goes on answering.
 */

const admin = { authorization: 'Bearer demo-admin' };

function errorOf(answer: RawAnswer): { code: number; message: string } {
  expect(answer.headers['content-type']).toBe('application/json');
  const body = JSON.parse(answer.body) as { error: { code: number; message: string } };
  expect(body.error.code).toBe(answer.status);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error;
}

describe('the API server refuses malformed requests with the error body', () => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer({ port: 0, seed: 'demo', eventPaceMs: 0 });
  });

  afterAll(async () => {
    await server.close();
  });

  async function healthy() {
    expect((await fetch(`${server.url}/_backend/health`)).status).toBe(200);
  }

  it.each(['/v1/orgs/%E0%A4%A', '/v1/orgs/%', '/v1/spaces/%ZZ/change-requests', '/_backend/%'])(
    'answers 400 for the malformed percent-encoding in %s',
    async (path) => {
      const answer = await rawRequest(server.url, [requestHead('GET', path, admin)]);
      expect(answer.status).toBe(400);
      expect(errorOf(answer).message).toMatch(/percent-encoding/);
      await healthy();
    },
  );

  it('names the path parameter that is not valid percent-encoding', async () => {
    const answer = await rawRequest(server.url, [
      requestHead('PATCH', '/v1/orgs/%C3%28', { ...admin, 'content-length': 2 }),
      '{}',
    ]);
    expect(errorOf(answer).message).toMatch(/^organizationId is not valid percent-encoding/);
  });

  it('accepts an absolute-form target, taking only its path', async () => {
    const answer = await rawRequest(server.url, [
      requestHead('GET', 'http://evil.example/v1/orgs/org_acme', admin),
    ]);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { urls: { location: string } };
    expect(body.urls.location).toBe(`${server.url}/v1/orgs/org_acme`);
  });

  it.each(['evil example', 'a/b', 'x@y', '[zz'])(
    'answers 400 for the malformed Host %j',
    async (host) => {
      const answer = await rawRequest(server.url, [
        requestHead('GET', '/v1/orgs', { ...admin, host }),
      ]);
      expect(answer.status).toBe(400);
      expect(errorOf(answer).message).toBe('The Host header is not a valid host name.');
    },
  );

  it('never builds addresses from the Host header', async () => {
    const answer = await rawRequest(server.url, [
      requestHead('GET', '/v1/orgs/org_acme', { ...admin, host: 'evil.example' }),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('evil.example');
    expect(answer.body).toContain(`${server.url}/v1/orgs/org_acme`);
  });

  it('answers 431 with the error body for a 20,000-character path', async () => {
    const answer = await rawRequest(server.url, [
      requestHead('GET', `/v1/orgs/${'a'.repeat(20_000)}`, admin),
    ]);
    expect(answer.status).toBe(431);
    errorOf(answer);
    await healthy();
  });

  it('answers 400 with the error body for broken chunked encoding', async () => {
    const answer = await rawRequest(server.url, [
      requestHead('PATCH', '/v1/orgs/org_acme', {
        ...admin,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      }),
      'zz\r\n{"title":"x"}\r\n0\r\n\r\n',
    ]);
    expect(answer.status).toBe(400);
    errorOf(answer);
    await healthy();
  });

  it('answers 400 for a request target that is not a path', async () => {
    const answer = await rawRequest(server.url, [requestHead('GET', 'v1/orgs', admin)]);
    expect(answer.status).toBe(400);
    errorOf(answer);
  });

  it('answers 413 with the error body, not a reset, for a declared body over 20 MB', async () => {
    const answer = await rawRequest(server.url, [
      requestHead('PATCH', '/v1/orgs/org_acme', {
        ...admin,
        'content-type': 'application/json',
        'content-length': 21 * 1024 * 1024,
      }),
      Buffer.alloc(64 * 1024, 32),
    ]);
    expect(answer.status).toBe(413);
    expect(errorOf(answer).message).toMatch(/at most 20971520 bytes/);
  });

  it('lets a client send all of a body over 20 MB, then answers 413 with the error body', async () => {
    // A client that writes the whole announced body before it reads (as many do) saw a broken
    // pipe when the server closed while it was still sending: the 413 never reached it.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await uploadWhole(server.url, 40 * 1024 * 1024);
      expect(answer.writeError).toBeUndefined();
      expect(answer.status).toBe(413);
      expect(errorOf(answer).message).toMatch(/at most 20971520 bytes/);
    }
    await healthy();
  });

  it('answers 413 to a chunked body that grows past 20 MB', async () => {
    const response = await fetch(`${server.url}/v1/orgs/org_acme`, {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/json' },
      duplex: 'half',
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (let index = 0; index < 21; index += 1)
            controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
          controller.close();
        },
      }),
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(413);
    await healthy();
  });

  it('refuses a missing or bad token before reading the body', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token', 'Basic abc']) {
      // 19 MB are announced but never sent: only an answer that did not wait for them arrives.
      const answer = await rawRequest(
        server.url,
        [
          requestHead('PATCH', '/v1/orgs/org_acme', {
            ...(authorization ? { authorization } : {}),
            'content-type': 'application/json',
            'content-length': 19 * 1024 * 1024,
          }),
        ],
        2_000,
      );
      expect(answer.status).toBe(401);
      errorOf(answer);
    }
  });

  it('puts Retry-After on injected 503s and 429s', async () => {
    const json = { 'content-type': 'application/json' };
    for (const status of [503, 429]) {
      await fetch(`${server.url}/_backend/faults`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ errorRate: 1, status }),
      });
      const response = await fetch(`${server.url}/v1/orgs`, { headers: admin });
      expect(response.status).toBe(status);
      expect(response.headers.get('retry-after')).toBe('1');
    }
    await fetch(`${server.url}/_backend/reset`, { method: 'POST', headers: json });
  });
});

describe('the control endpoints and web pages', () => {
  let server: ApiServer;
  const trusted = 'http://localhost:3000';
  const json = { 'content-type': 'application/json' };

  beforeAll(async () => {
    server = await startApiServer({ port: 0, seed: 'demo', trustedOrigins: [trusted] });
  });

  afterAll(async () => {
    await server.close();
  });

  async function title(): Promise<string> {
    const response = await fetch(`${server.url}/v1/orgs/org_acme`, { headers: admin });
    return ((await response.json()) as { title: string }).title;
  }

  async function rename(to: string) {
    await fetch(`${server.url}/v1/orgs/org_acme`, {
      method: 'PATCH',
      headers: { ...admin, ...json },
      body: JSON.stringify({ title: to }),
    });
  }

  it('refuses a cross-origin simple request to reset, and changes nothing', async () => {
    await rename('Kept');
    for (const headers of [
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      { origin: 'https://evil.example', ...json },
      { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
    ]) {
      const response = await fetch(`${server.url}/_backend/reset`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(((await response.json()) as { error: { code: number } }).error.code).toBe(403);
    }
    expect(await title()).toBe('Kept');
  });

  it('refuses a request without an origin that is not JSON (415)', async () => {
    const response = await fetch(`${server.url}/_backend/reset`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(await title()).toBe('Kept');
  });

  it('grants CORS to the console and to --trust-origin origins only', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', trusted]) {
      const preflight = await fetch(`${server.url}/_backend/faults`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      const health = await fetch(`${server.url}/_backend/health`, { headers: { origin } });
      expect(health.headers.get('access-control-allow-origin')).toBe(origin);
      expect(health.headers.get('vary')).toBe('Origin');
    }
    const refused = await fetch(`${server.url}/_backend/faults`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a trusted page reset with JSON', async () => {
    const response = await fetch(`${server.url}/_backend/reset`, {
      method: 'POST',
      headers: { origin: trusted, ...json },
    });
    expect(response.status).toBe(200);
    expect(await title()).toBe('Acme Docs');
  });

  it('keeps /v1 open to any page (it needs a token, never a cookie)', async () => {
    const response = await fetch(`${server.url}/v1/orgs`, {
      headers: { ...admin, origin: 'https://other.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('hands out no token, in health or anywhere else', async () => {
    const text = await (await fetch(`${server.url}/_backend/health`)).text();
    for (const user of demoUsers) expect(text).not.toContain(user.token);
  });
});

describe('the public URL', () => {
  it('builds every address from --public-url, whatever the Host', async () => {
    const server = await startApiServer({
      port: 0,
      seed: 'demo',
      publicUrl: 'https://api.folio.test',
    });
    try {
      const answer = await rawRequest(server.url, [
        requestHead('GET', '/v1/orgs/org_acme', { ...admin, host: 'evil.example' }),
      ]);
      const body = JSON.parse(answer.body) as { urls: { location: string } };
      expect(body.urls.location).toBe('https://api.folio.test/v1/orgs/org_acme');
      expect(server.publicUrl).toBe('https://api.folio.test');
    } finally {
      await server.close();
    }
  });

  it('refuses a public URL with a path, and a trusted origin that is not one', async () => {
    await expect(
      startApiServer({ port: 0, publicUrl: 'https://api.folio.test/base' }),
    ).rejects.toThrow(/origin/);
    await expect(startApiServer({ port: 0, trustedOrigins: ['localhost:3000'] })).rejects.toThrow(
      /origin/,
    );
  });
});
