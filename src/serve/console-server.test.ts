/// <reference types="node" />
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, requestHead } from '../backend/raw-http.ts';
import { startApiServer, type ApiServer } from '../backend/server.ts';
import { startConsoleServer, type ConsoleServer } from './console-server.ts';

/**
 * The console's server over real HTTP, started in this process on port 0: a small stand-in for
 * the built console (a page and a hashed script: what is tested is how files are served, not
 * the app) and, as its upstream, the real API server with its CORS headers off, as a platform
 * that allows no other origin would be.
 */

const auth = { authorization: 'Bearer demo-admin' };
const html = { accept: 'text/html,application/xhtml+xml' };
const script = 'export const greeting = "hello";\n'.repeat(200);
const scriptPath = '/assets/index-AbC123.js';

let distDir: string;
let platform: ApiServer;
let proxied: ConsoleServer;
let log = '';

/** A PATCH of 21 MB of JSON whitespace, sent in chunks (no length announced). */
function patchOver20Mb(url: string): Promise<Response> {
  return fetch(`${url}/v1/orgs/org_acme`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    duplex: 'half',
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 21; index += 1)
          controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
        controller.close();
      },
    }),
  } as RequestInit);
}

async function writeDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-serve-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, '.vite'));
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Folio</title>\n    <script type="module" src="${scriptPath}"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  await writeFile(join(dir, scriptPath), script);
  await writeFile(join(dir, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dir, '.vite', 'manifest.json'), '{}');
  return dir;
}

beforeAll(async () => {
  distDir = await writeDist();
  platform = await startApiServer({ port: 0, seed: 'demo', eventPaceMs: 20, cors: false });
  proxied = await startConsoleServer({
    port: 0,
    distDir,
    upstream: platform.url,
    log: new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString('utf8');
        done();
      },
    }),
  });
});

afterAll(async () => {
  await proxied?.close();
  await platform?.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the console’s files', () => {
  it('serves the page with the API tag, never cached, under a strict policy', async () => {
    for (const path of ['/', '/index.html']) {
      const response = await fetch(`${proxied.url}${path}`, { headers: html });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("connect-src 'self';");
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(await response.text()).toContain(
        '<meta name="folio-api" content="same-origin" />\n  </head>',
      );
    }
  });

  it('answers a deep link with the page (history fallback), and only a navigation', async () => {
    const deep = await fetch(`${proxied.url}/orgs/org_acme/spaces?view=grid`, { headers: html });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('cache-control')).toBe('no-store');
    expect(await deep.text()).toContain('<div id="root">');

    // A script of another build, a fetch for data, a POST, the build's own bookkeeping: a 404,
    // not the page.
    for (const [method, path, accept] of [
      ['GET', '/assets/index-Old999.js', '*/*'],
      ['GET', '/orgs/org_acme', 'application/json'],
      ['POST', '/orgs/org_acme', 'text/html'],
      ['GET', '/.vite/manifest.json', '*/*'],
      ['GET', '/_backend/health', 'text/html'],
    ] as const) {
      const response = await fetch(`${proxied.url}${path}`, { method, headers: { accept } });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('serves hashed files for a year, immutable, compressed as the browser accepts', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${proxied.url}${scriptPath}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // fetch decodes the body: what arrives is the file.
      expect(await response.text()).toBe(script);
    }
    const plain = await fetch(`${proxied.url}${scriptPath}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('lets files that keep their name across builds be checked again', async () => {
    const response = await fetch(`${proxied.url}/mockServiceWorker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // Scripts carry no page policy: a worker's own would forbid the demo's validators.
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('the proxy to the platform', () => {
  it('forwards method, path, query and token, and the answer unchanged', async () => {
    const direct = await fetch(`${platform.url}/v1/orgs?limit=1`, { headers: auth });
    const through = await fetch(`${proxied.url}/v1/orgs?limit=1`, { headers: auth });
    expect(through.status).toBe(200);
    expect(await through.json()).toEqual(await direct.json());
    // The upstream allows no other origin, and the console needs it not to.
    expect(through.headers.get('access-control-allow-origin')).toBeNull();

    expect((await fetch(`${proxied.url}/v1/orgs`)).status).toBe(401);
  });

  it('forwards a body, and the platform’s refusal of one over 20 MB', async () => {
    const renamed = await fetch(`${proxied.url}/v1/orgs/org_acme`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Acme Docs, proxied' }),
    });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { title: string }).title).toBe('Acme Docs, proxied');

    const tooLarge = await patchOver20Mb(proxied.url);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { message: string } }).error.message).toMatch(
      /at most 20971520 bytes/,
    );
  });

  it('streams the AI answer event by event, uncompressed', async () => {
    const response = await fetch(`${proxied.url}/v1/orgs/org_acme/sites/site_docs/ai/response`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ input: [{ role: 'user', content: 'How do I deploy?' }] }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body?.getReader();
    if (!reader) throw new Error('expected a body');
    const decoder = new TextDecoder();
    const started = performance.now();
    let text = '';
    let firstAt: number | undefined;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      firstAt ??= performance.now() - started;
    }
    const lastAt = performance.now() - started;
    expect(text).toMatch(/^event: response_start\n/);
    expect(text).toContain('event: response_finish');
    // Held back by nothing: the first event came well before the last.
    expect(lastAt - (firstAt ?? lastAt)).toBeGreaterThan(100);
  });

  it('forwards to no host but the upstream, and nothing but /v1', async () => {
    let elsewhere = 0;
    const other: Server = createServer((_request, response) => {
      elsewhere += 1;
      response.end('{}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      for (const target of [
        `${otherUrl}/v1/orgs`,
        `//127.0.0.1:${(other.address() as AddressInfo).port}/v1/orgs`,
        '/v1/../_backend/health',
        '/v1/%2e%2e/_backend/health',
        '/_backend/reset',
      ]) {
        const answer = await rawRequest(proxied.url, [
          requestHead('GET', target, { ...auth, accept: 'application/json' }),
        ]);
        expect(answer.status, target).toBeGreaterThanOrEqual(400);
        expect(answer.status, target).toBeLessThan(500);
      }
      expect(elsewhere).toBe(0);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('never logs a token, nor a query', async () => {
    await fetch(`${proxied.url}/v1/orgs?secret=do-not-log`, { headers: auth });
    await fetch(`${proxied.url}/v1/user`, { headers: { authorization: 'Bearer demo-editor' } });
    expect(log).toContain('"path":"/v1/orgs"');
    expect(log).not.toMatch(/demo-admin|demo-editor|do-not-log|authorization/i);
  });

  it('answers in the platform’s error shape when the upstream cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const orphan = await startConsoleServer({ port: 0, distDir, upstream: deadUrl });
    try {
      const response = await fetch(`${orphan.url}/v1/orgs`, { headers: auth });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: { code: 502, message: 'The platform cannot be reached from this server.' },
      });
    } finally {
      await orphan.close();
    }
  });

  it('sends no token to an upstream whose certificate no authority vouches for', async () => {
    let reached = 0;
    const fixture = (name: string) => readFile(new URL(`./test-fixtures/${name}`, import.meta.url));
    const impostor = createTlsServer(
      { key: await fixture('untrusted-key.pem'), cert: await fixture('untrusted-cert.pem') },
      (_request, response) => {
        reached += 1;
        response.end('{}');
      },
    );
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    const upstream = `https://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
    const fooled = await startConsoleServer({ port: 0, distDir, upstream });
    try {
      expect((await fetch(`${fooled.url}/v1/orgs`, { headers: auth })).status).toBe(502);
      expect(reached).toBe(0);
    } finally {
      await fooled.close();
      await new Promise((resolve) => impostor.close(resolve));
    }
  });

  it('refuses an upstream that is not an origin', async () => {
    await expect(
      startConsoleServer({ port: 0, distDir, upstream: 'https://api.example.test/v1' }),
    ).rejects.toThrow(/must be an origin/);
  });
});

describe('the platform in the same process', () => {
  let local: ConsoleServer;

  beforeAll(async () => {
    local = await startConsoleServer({ port: 0, distDir, api: { seed: 'demo', eventPaceMs: 0 } });
  });

  afterAll(async () => {
    await local?.close();
  });

  it('answers /v1 and the control endpoints on the console’s origin, without CORS', async () => {
    const response = await fetch(`${local.url}/v1/orgs/org_acme`, { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = (await response.json()) as { urls: { location: string } };
    expect(body.urls.location).toBe(`${local.url}/v1/orgs/org_acme`);
    expect((await fetch(`${local.url}/_backend/health`)).status).toBe(200);
    // The console's page is served beside it.
    expect(await (await fetch(`${local.url}/orgs/org_acme`, { headers: html })).text()).toContain(
      'folio-api',
    );
  });

  it('reads bodies itself: a change is kept, one over 20 MB is refused', async () => {
    const created = await fetch(`${local.url}/v1/orgs/org_acme`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Acme Docs, served' }),
    });
    expect(created.status).toBe(200);
    expect((await patchOver20Mb(local.url)).status).toBe(413);
  });
});
