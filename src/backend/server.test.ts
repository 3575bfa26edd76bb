/// <reference types="node" />
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './server.ts';

const auth = { authorization: 'Bearer demo-admin' };
const json = { 'content-type': 'application/json' };

describe('API server over real HTTP', () => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer({ port: 0, seed: 'demo' });
  });

  afterAll(async () => {
    await server.close();
  });

  it('listens on an ephemeral port of 127.0.0.1', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers CORS preflight requests', async () => {
    const response = await fetch(`${server.url}/v1/orgs/org_acme`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-methods')).toBe(
      'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    );
  });

  it('serves the operations with CORS headers and absolute urls for this address', async () => {
    const response = await fetch(`${server.url}/v1/orgs/org_acme`, { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = (await response.json()) as { urls: { location: string } };
    expect(body.urls.location).toBe(`${server.url}/v1/orgs/org_acme`);
  });

  it("serves the seed's images, and nothing else from disk", async () => {
    const response = await fetch(`${server.url}/seed-assets/acme-logo-light.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg/);
    for (const path of ['/seed-assets/nothing.svg', '/seed-assets/..%2Fmanifest.json'])
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
  });

  it('passes request bodies through', async () => {
    const response = await fetch(`${server.url}/v1/orgs/org_globex`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Globex Open Source' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { title: string }).title).toBe('Globex Open Source');
  });

  it('moves a site space into another section in one request (ours, decision 0020)', async () => {
    const docs = `${server.url}/v1/orgs/org_acme/sites/site_docs`;
    const moved = await fetch(`${docs}/site-spaces/sitesp_docs_onboarding/move`, {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ sectionId: 'sitesec_docs_api' }),
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      id: 'sitesp_docs_onboarding',
      section: 'sitesec_docs_api',
    });
    const guides = (await (
      await fetch(`${docs}/site-spaces?limit=100`, { headers: auth })
    ).json()) as { items: { id: string; section?: string }[] };
    expect(guides.items.filter((item) => item.id === 'sitesp_docs_onboarding')).toEqual([
      expect.objectContaining({ section: 'sitesec_docs_api' }),
    ]);
  });

  it('reads a page by a path with its slashes, and a request’s revision (decision 0037)', async () => {
    const space = `${server.url}/v1/spaces/space_handbook`;
    const page = await fetch(`${space}/content/path/getting-started/architecture?format=markdown`, {
      headers: auth,
    });
    expect(page.status).toBe(200);
    const body = (await page.json()) as { id: string; markdown: string; document?: unknown };
    expect(body.id).toBe('page_handbook_architecture');
    expect(body.markdown).toContain('## Services');
    expect(body.document).toBeUndefined();
    const request = await fetch(`${space}/change-requests/8/content/pages`, { headers: auth });
    expect(request.status).toBe(200);
    const tree = (await request.json()) as { pages: { id: string; pages: { id: string }[] }[] };
    const parent = tree.pages.find((entry) => entry.id === 'page_handbook_getting_started');
    expect(parent?.pages.map((child) => child.id)).toContain('page_handbook_code_review');
    expect((await fetch(`${space}/content/path/no/such/page`, { headers: auth })).status).toBe(404);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await fetch(`${server.url}/v1/orgs/org_acme`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 400, message: 'The request body is not valid JSON.' },
    });
  });

  it('answers the 404 error body for unknown paths, inside and outside /v1', async () => {
    for (const path of ['/v1/whatever', '/nothing/here']) {
      const response = await fetch(`${server.url}${path}`, { headers: auth });
      expect(response.status).toBe(404);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toEqual({
        error: { code: 404, message: `No operation matches GET ${path}` },
      });
    }
  });

  it('never replays a read from before a change, nor while faults are on', async () => {
    const read = async () =>
      (
        (await (await fetch(`${server.url}/v1/orgs/org_acme`, { headers: auth })).json()) as {
          title: string;
        }
      ).title;
    expect(await read()).toBe('Acme Docs');
    expect(await read()).toBe('Acme Docs');
    await fetch(`${server.url}/v1/orgs/org_acme`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Acme Renamed' }),
    });
    expect(await read()).toBe('Acme Renamed');
    await fetch(`${server.url}/_backend/faults`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ errorRate: 1, status: 503 }),
    });
    expect((await fetch(`${server.url}/v1/orgs/org_acme`, { headers: auth })).status).toBe(503);
    await fetch(`${server.url}/_backend/reset`, { method: 'POST', headers: json });
    expect(await read()).toBe('Acme Docs');
  });

  it('answers 401 without a token and 429 with Retry-After under an injected fault', async () => {
    expect((await fetch(`${server.url}/v1/orgs`)).status).toBe(401);
    await fetch(`${server.url}/_backend/faults`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ errorRate: 1, status: 429 }),
    });
    const throttled = await fetch(`${server.url}/v1/orgs`, { headers: auth });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    await fetch(`${server.url}/_backend/reset`, { method: 'POST', headers: json });
    expect((await fetch(`${server.url}/v1/orgs`, { headers: auth })).status).toBe(200);
  });

  it('streams the AI answer: the first event arrives long before the last', async () => {
    const response = await fetch(`${server.url}/v1/orgs/org_acme/sites/site_docs/ai/response`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ input: [{ role: 'user', content: 'How do I deploy?' }] }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('content-length')).toBeNull();
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
    expect(lastAt - (firstAt ?? lastAt)).toBeGreaterThan(100);
  });
});

describe('API server with a data file', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'folio-server-'));
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('saves after mutations, not after reads, and loads the state on restart', async () => {
    const dataFile = join(directory, 'state.json');
    const first = await startApiServer({ port: 0, seed: 'demo', dataFile });
    try {
      await fetch(`${first.url}/v1/orgs`, { headers: auth });
      await expect(readFile(dataFile, 'utf8')).rejects.toThrow();
      const patched = await fetch(`${first.url}/v1/orgs/org_acme`, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Persisted Acme' }),
      });
      expect(patched.status).toBe(200);
      expect(await readFile(dataFile, 'utf8')).toContain('Persisted Acme');
    } finally {
      await first.close();
    }

    const second = await startApiServer({ port: 0, seed: 'demo', dataFile });
    try {
      const body = (await (
        await fetch(`${second.url}/v1/orgs/org_acme`, { headers: auth })
      ).json()) as {
        title: string;
      };
      expect(body.title).toBe('Persisted Acme');
      await fetch(`${second.url}/_backend/reset`, { method: 'POST', headers: json });
      await expect(readFile(dataFile, 'utf8')).rejects.toThrow();
      const reset = (await (
        await fetch(`${second.url}/v1/orgs/org_acme`, { headers: auth })
      ).json()) as {
        title: string;
      };
      expect(reset.title).toBe('Acme Docs');
    } finally {
      await second.close();
    }
  });
});
