import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createBackend, type Backend } from '../../create-backend.ts';
import { createBackendForTests } from '../../node.ts';
import {
  largeSiteGroups,
  largeSiteSections,
  largeSiteSpaces,
  seedSiteIds,
} from '../store/seed-sites.ts';
import { asRecord, errorMessage, parseEventStream, send, testOrigin } from '../../test-request.ts';
import { withinProcessorTime } from '../../test-timing.ts';

/** Sites over HTTP: settings, publication, published content, search, AI and roles. */

const admin = 'demo-admin';
const acme = '/v1/orgs/org_acme';
const docs = `${acme}/sites/${seedSiteIds.docs}`;
const help = `${acme}/sites/${seedSiteIds.help}`;

function fresh(): Backend {
  return createBackendForTests({ seed: 'demo' });
}

interface SiteBody {
  id: string;
  title: string;
  type: string;
  published: boolean;
  visibility: string;
  siteSpaces: number;
  basename: string;
  proxy?: { origin: string; target: string };
  urls: { published?: string };
}

async function patch(backend: Backend, json: unknown) {
  return send(backend, 'PATCH', docs, { token: admin, json });
}

describe('sites list and create', () => {
  it('filters by space, title, type and published state', async () => {
    const backend = fresh();
    const list = async (query: string) =>
      (
        asRecord(
          (await send(backend, 'GET', `${acme}/sites${query}`, { token: 'demo-reader' })).body,
        )['items'] as SiteBody[]
      ).map((s) => s.id);
    const { docs: docsId, help, partners } = seedSiteIds;
    expect(await list('')).toEqual([docsId, help, partners]);
    expect(await list('?space=space_faq')).toEqual([help]);
    expect(await list('?title=DEVELOPER')).toEqual([docsId]);
    // The platform's `type` filter: one value or several (docs premium, partners ultimate).
    expect(await list('?type=premium')).toEqual([docsId]);
    expect(await list('?type=basic&type=premium')).toEqual([docsId, help]);
    expect(await list('?type=ultimate')).toEqual([partners]);
    expect(await list('?type=sponsored')).toEqual([]);
    await send(backend, 'POST', `${docs}/unpublish`, { token: admin });
    expect(await list('?published=true')).toEqual([help, partners]);
    expect(await list('?published=false')).toEqual([seedSiteIds.docs]);
  });

  it('creates an unpublished basic site with one site space per space', async () => {
    const backend = fresh();
    const created = await send(backend, 'POST', `${acme}/sites`, {
      token: admin,
      json: {
        title: 'Partner Portal',
        visibility: 'share-link',
        spaces: ['space_api', 'space_faq'],
      },
    });
    expect(created.status).toBe(201);
    const site = created.body as SiteBody;
    expect(site).toMatchObject({
      type: 'basic',
      published: false,
      siteSpaces: 2,
      basename: 'partner-portal',
    });
    expect(site.urls.published).toBeUndefined();
    const structure = asRecord(
      (await send(backend, 'GET', `${acme}/sites/${site.id}/structure`, { token: admin })).body,
    );
    expect(structure['type']).toBe('siteSpaces');
    expect((structure['structure'] as { space: { id: string } }[]).map((s) => s.space.id)).toEqual([
      'space_api',
      'space_faq',
    ]);
  });
});

describe('site settings', () => {
  it('sets and removes the proxy; refuses one that breaks the pattern', async () => {
    const backend = fresh();
    const set = await patch(backend, { proxy: 'www.acme.test/docs' });
    // The platform's shape: the proxy as given (no scheme), and where it forwards to.
    expect((set.body as SiteBody).proxy).toEqual({
      origin: 'www.acme.test/docs',
      target: 'https://proxy.folio.example/sites/site_docs',
    });
    const bad = await patch(backend, { proxy: 'acme.test' });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad.body)).toContain('proxy');
    const removed = await patch(backend, { proxy: null });
    expect((removed.body as SiteBody).proxy).toBeUndefined();
  });

  it('checks title and basename lengths', async () => {
    const backend = fresh();
    expect((await patch(backend, { title: 'x'.repeat(129) })).status).toBe(400);
    expect((await patch(backend, { title: 'x' })).status).toBe(400);
    expect((await patch(backend, { title: '   ' })).status).toBe(400);
    expect((await patch(backend, { title: 'x'.repeat(128) })).status).toBe(200);
    expect((await patch(backend, { basename: 'x'.repeat(101) })).status).toBe(400);
    expect((await patch(backend, { basename: 'has space' })).status).toBe(400);
    // 1..100 characters on the platform: an empty basename is refused at its pointer.
    const empty = await patch(backend, { basename: '' });
    expect(empty.status).toBe(400);
    expect(errorMessage(empty.body)).toMatch(/^\/basename /);
    expect(((await patch(backend, { basename: 'developers' })).body as SiteBody).basename).toBe(
      'developers',
    );
  });

  it('accepts only a default section and site space of this site', async () => {
    const backend = fresh();
    const wrongSpace = await patch(backend, { defaultSiteSpace: 'sitesp_help_faq' });
    expect(wrongSpace.status).toBe(400);
    expect(errorMessage(wrongSpace.body)).toContain('defaultSiteSpace');
    expect((await patch(backend, { defaultSiteSection: 'sitesec_nope' })).status).toBe(400);
    expect((await patch(backend, { defaultSiteSpace: 'sitesp_docs_api' })).status).toBe(200);
    const structure = asRecord(
      (await send(backend, 'GET', `${docs}/structure`, { token: admin })).body,
    );
    const sections = structure['structure'] as {
      id: string;
      default?: boolean;
      siteSpaces?: { id: string; default: boolean }[];
    }[];
    const api = sections.find((s) => s.id === seedSiteIds.sections.api);
    // The default site space's section becomes the default section.
    expect(api?.default).toBe(true);
    expect(api?.siteSpaces?.find((s) => s.default)?.id).toBe('sitesp_docs_api');
  });

  it('lets only admins change a site', async () => {
    const backend = fresh();
    for (const token of ['demo-editor', 'demo-creator', 'demo-reader', 'demo-guest'])
      expect((await send(backend, 'PATCH', docs, { token, json: { title: 'XY' } })).status).toBe(
        403,
      );
    expect(
      (await send(backend, 'POST', `${docs}/unpublish`, { token: 'demo-editor' })).status,
    ).toBe(403);
  });
});

describe('publication', () => {
  it('flips published; urls.published follows visibility and state', async () => {
    const backend = fresh();
    const unpublished = (await send(backend, 'POST', `${docs}/unpublish`, { token: admin }))
      .body as SiteBody;
    expect(unpublished.published).toBe(false);
    expect(unpublished.urls.published).toBeUndefined();
    const published = (await send(backend, 'POST', `${docs}/publish`, { token: admin }))
      .body as SiteBody;
    expect(published.urls.published).toBe('https://docs.acme.test/docs');
    const shared = (await patch(backend, { visibility: 'share-link' })).body as SiteBody;
    expect(shared.urls.published).toMatch(/^https:\/\/docs\.acme\.test\/docs\?share=.+/);
  });

  it('answers published content only while published, and share-link sites with their key', async () => {
    const backend = fresh();
    const published = await send(backend, 'GET', `${docs}/published`, { token: 'demo-umbrella' });
    expect(published.status).toBe(200);
    expect(asRecord(asRecord(published.body)['structure'])['type']).toBe('sections');
    await send(backend, 'POST', `${docs}/unpublish`, { token: admin });
    expect((await send(backend, 'GET', `${docs}/published`, { token: admin })).status).toBe(404);
    expect((await send(backend, 'GET', `${help}/published`, { token: admin })).status).toBe(404);
    expect(
      (await send(backend, 'GET', `${help}/published?shareKey=nope`, { token: admin })).status,
    ).toBe(404);
    const withKey = await send(
      backend,
      'GET',
      `${help}/published?shareKey=${seedSiteIds.helpShareKey}`,
      {
        token: 'demo-umbrella',
      },
    );
    expect(withKey.status).toBe(200);
    // The secret is not repeated to visitors.
    expect(asRecord(asRecord(withKey.body)['site'])['shareKey']).toBeUndefined();
  });

  it('carries the whole customization, site spaces with their own, and injected scripts', async () => {
    const backend = fresh();
    const content = asRecord(
      (await send(backend, 'GET', `${docs}/published`, { token: admin })).body,
    );
    const customizations = asRecord(content['customizations']);
    const site = asRecord(customizations['site']);
    expect(site['title']).toBe('Acme Developer Docs');
    expect(asRecord(site['styling'])['font']).toBe('Inter');
    expect(asRecord(site['pageActions'])).toEqual({ externalAI: true, markdown: true, mcp: true });
    // The seed's images ship with the console and are named on the origin asked.
    expect(asRecord(asRecord(site['header'])['logo'])['light']).toBe(
      `${testOrigin}/seed-assets/acme-logo-light.svg`,
    );
    // Only the site spaces with a look of their own are listed.
    const own = asRecord(customizations['siteSpaces']);
    expect(Object.keys(own)).toEqual(['sitesp_docs_api']);
    expect(asRecord(own['sitesp_docs_api'])['title']).toBe('Acme API Reference');
    expect(content['scripts']).toEqual([
      expect.objectContaining({ script: 'https://analytics.acme.test/site.js', cookies: true }),
    ]);
    // Renaming the site renames what visitors see.
    await patch(backend, { title: 'Acme Docs' });
    const renamed = asRecord(
      (await send(backend, 'GET', `${docs}/published`, { token: admin })).body,
    );
    expect(asRecord(asRecord(renamed['customizations'])['site'])['title']).toBe('Acme Docs');
  });

  it('shows a visitor-auth site to signed-in visitors (members) only', async () => {
    const backend = fresh();
    const globex = '/v1/orgs/org_globex/sites/site_globex_docs';
    await send(backend, 'POST', `${globex}/publish`, { token: admin });
    expect((await send(backend, 'GET', `${globex}/published`, { token: admin })).status).toBe(200);
    expect(
      (await send(backend, 'GET', `${globex}/published`, { token: 'demo-umbrella' })).status,
    ).toBe(404);
  });
});

describe('adaptive schema', () => {
  it('is 404 until set, then answers what was put, and its template conditions', async () => {
    const backend = fresh();
    expect((await send(backend, 'GET', `${docs}/adaptive-schema`, { token: admin })).status).toBe(
      404,
    );
    const jsonSchema = {
      type: 'object',
      properties: { isBeta: { type: 'boolean', description: 'In the beta.' } },
      additionalProperties: false,
    };
    expect(
      (
        await send(backend, 'PUT', `${docs}/adaptive-schema`, {
          token: admin,
          json: { jsonSchema },
        })
      ).status,
    ).toBe(200);
    const read = asRecord(
      (await send(backend, 'GET', `${docs}/adaptive-schema`, { token: admin })).body,
    );
    expect(read['jsonSchema']).toEqual(jsonSchema);
    const conditions = asRecord(
      (await send(backend, 'GET', `${docs}/adaptive-schema/template-conditions`, { token: admin }))
        .body,
    );
    expect(conditions['items']).toEqual([
      { description: 'In the beta.', condition: 'visitor.claims.isBeta === true' },
    ]);
    const bad = await send(backend, 'PUT', `${docs}/adaptive-schema`, {
      token: admin,
      json: { jsonSchema: { ...jsonSchema, additionalProperties: true } },
    });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad.body)).toContain('additionalProperties must be false');
  });

  it('takes every kind of claim the platform has, and names the place of a bad one', async () => {
    const backend = fresh();
    const jsonSchema = {
      type: 'object',
      properties: {
        plan: { type: 'string', description: 'Plan.', enum: ['free', 'pro'] },
        seats: { type: 'number', description: 'Seats.' },
        roles: { type: 'array', description: 'Roles.', items: { type: 'string' } },
        account: {
          type: 'object',
          description: 'Account.',
          properties: { admin: { type: 'boolean', description: 'Admin.' } },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    };
    const put = (schema: unknown) =>
      send(backend, 'PUT', `${docs}/adaptive-schema`, {
        token: admin,
        json: { jsonSchema: schema },
      });
    const saved = await put(jsonSchema);
    expect(saved.status).toBe(200);
    expect(asRecord(saved.body)['jsonSchema']).toEqual(jsonSchema);
    const bad = await put({
      ...jsonSchema,
      properties: { ...jsonSchema.properties, seats: { type: 'number' } },
    });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad.body)).toMatch(
      /^\/jsonSchema\/properties\/seats\/description is required/,
    );
  });
});

describe('search and AI response', () => {
  it('searches only the spaces of the site, paginated', async () => {
    const backend = fresh();
    const docsResults = asRecord(
      (
        await send(backend, 'POST', `${docs}/search?limit=1`, {
          token: 'demo-reader',
          json: { query: 'deploy' },
        })
      ).body,
    );
    expect(docsResults['count']).toBeGreaterThan(0);
    expect((docsResults['items'] as unknown[]).length).toBe(1);
    const siteSpaceIds = [
      'space_handbook',
      'space_onboarding',
      'space_api',
      'space_legacy_api',
      'space_ios',
      'space_android',
      'space_architecture',
      'space_infrastructure',
      'space_runbooks',
    ];
    const all = asRecord(
      (
        await send(backend, 'POST', `${docs}/search`, {
          token: 'demo-reader',
          json: { query: 'e' },
        })
      ).body,
    );
    for (const item of all['items'] as { id: string }[]) expect(siteSpaceIds).toContain(item.id);
    const current = await send(backend, 'POST', `${docs}/search`, {
      token: admin,
      json: { query: 'e', scope: { mode: 'current', currentSiteSpace: 'sitesp_docs_api' } },
    });
    expect((asRecord(current.body)['items'] as { id: string }[]).map((i) => i.id)).toEqual([
      'space_api',
    ]);
  });

  it('streams start, document and finish events, and continues a conversation', async () => {
    const backend = fresh();
    const first = await send(backend, 'POST', `${docs}/ai/response`, {
      token: 'demo-reader',
      json: { input: [{ role: 'user', content: 'How do I deploy?' }] },
    });
    expect(first.headers.get('content-type')).toBe('text/event-stream');
    const events = parseEventStream(first.body);
    // Start, the answer's document events (step 0), follow-up suggestions, finish.
    expect(events.map((e) => e['type'])).toEqual([
      'response_start',
      ...events.slice(1, -2).map(() => 'response_document'),
      'response_followup_suggestion',
      'response_finish',
    ]);
    expect(events.slice(1, -2).every((e) => e['stepIndex'] === 0)).toBe(true);
    expect(events.length).toBeGreaterThan(2);
    expect(JSON.stringify(events)).toMatch(/deploy/i);
    const responseId = events.at(-1)?.['responseId'] as string;
    const second = parseEventStream(
      (
        await send(backend, 'POST', `${docs}/ai/response`, {
          token: 'demo-reader',
          json: { previousResponseId: responseId, input: [{ role: 'user', content: 'And then?' }] },
        })
      ).body,
    );
    expect(JSON.stringify(second)).toContain('Following up on “How do I deploy?”');
    const unknown = await send(backend, 'POST', `${docs}/ai/response`, {
      token: 'demo-reader',
      json: { previousResponseId: 'resp_nope', input: [{ role: 'user', content: 'Hi' }] },
    });
    expect(unknown.status).toBe(400);
  });

  it('writes each block as a model does: an insert, then longer updates of the same block', async () => {
    const backend = fresh();
    const events = parseEventStream(
      (
        await send(backend, 'POST', `${docs}/ai/response`, {
          token: 'demo-reader',
          json: { input: [{ role: 'user', content: 'How do I deploy?' }] },
        })
      ).body,
    ).filter((event) => event['type'] === 'response_document');
    // The plain text an event carries.
    const texts = events.map((event) =>
      (event['blocks'] as { nodes: { leaves?: { text: string }[] }[] }[])
        .flatMap((block) => block.nodes.flatMap((node) => node.leaves ?? []))
        .map((leaf) => leaf.text)
        .join(''),
    );
    expect(events[0]?.['operation']).toBe('insert');
    expect(events.filter((e) => e['operation'] === 'update').length).toBeGreaterThan(3);
    // Each update grows the block the previous event wrote.
    events.forEach((event, index) => {
      if (event['operation'] !== 'update') return;
      const before = texts[index - 1] ?? '';
      expect(texts[index]?.startsWith(before)).toBe(true);
      expect(texts[index]?.length).toBeGreaterThan(before.length);
    });
    expect(texts.join(' ')).toMatch(/deploy/i);
  });

  it('slows each event by the injected latency', async () => {
    const backend = createBackendForTests({ seed: 'demo' });
    backend.setFaults({ latencyMs: 20, errorRate: 0, status: 500 });
    const response = await backend.dispatch(
      new Request(`http://backend.test${docs}/ai/response`, {
        method: 'POST',
        headers: { authorization: 'Bearer demo-reader', 'content-type': 'application/json' },
        body: JSON.stringify({ input: [{ role: 'user', content: 'How do I deploy?' }] }),
      }),
    );
    const reader = response?.stream?.getReader();
    if (!reader) throw new Error('expected a streamed answer');
    const started = performance.now();
    let chunks = 0;
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      chunks += 1;
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(20 * (chunks - 2));
  });

  it('sends the events over time when paced, not all at once', async () => {
    // On the test's own clock: on a busy machine, reading even the first event (not paced)
    // can take over 15 real milliseconds, which said nothing about the stream.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const backend = createBackend({ seed: 'demo', eventPaceMs: 15 });
    const { value: response } = await onFakeClock(
      // Undefined only outside /v1, which the reader below reports.
      Promise.resolve(
        backend.dispatch(
          new Request(`http://backend.test${docs}/ai/response`, {
            method: 'POST',
            headers: { authorization: 'Bearer demo-reader', 'content-type': 'application/json' },
            body: JSON.stringify({ input: [{ role: 'user', content: 'How do I deploy?' }] }),
          }),
        ),
      ),
    );
    const reader = response?.stream?.getReader();
    if (!reader) throw new Error('expected a streamed answer');
    const arrivals: number[] = [];
    let elapsed = 0;
    for (;;) {
      const { value, ms } = await onFakeClock(reader.read());
      elapsed += ms;
      if (value.done) break;
      arrivals.push(elapsed);
    }
    expect(arrivals.length).toBeGreaterThan(5);
    expect(arrivals[0]).toBeLessThan(15);
    expect(arrivals.at(-1)).toBeGreaterThanOrEqual(15 * (arrivals.length - 2));
  });
});

/**
 * Waits for `promise` with fake timers, moving them on a millisecond at a time; how many it
 * took (a few thousand at most: far more would be a stream that never ends).
 */
async function onFakeClock<T>(promise: Promise<T>): Promise<{ value: T; ms: number }> {
  let settled = false;
  const settle = () => {
    settled = true;
  };
  promise.then(settle, settle);
  await vi.advanceTimersByTimeAsync(0);
  let ms = 0;
  while (!settled && ms < 5_000) {
    await vi.advanceTimersByTimeAsync(1);
    ms += 1;
  }
  return { value: await promise, ms };
}

describe('the large seed', () => {
  it('has a site with 200 sections in 20 groups and 500 site spaces, and sorts it quickly', async () => {
    const backend = createBackend({ seed: 'large' });
    const site = '/v1/orgs/org_large/sites/site_large';
    const read = (await send(backend, 'GET', site, { token: admin })).body as SiteBody;
    expect(read.siteSpaces).toBe(largeSiteSpaces);
    const groups = asRecord(
      (await send(backend, 'GET', `${site}/section-groups?limit=1000`, { token: admin })).body,
    );
    expect(groups['count']).toBe(largeSiteGroups);
    const sections = (groups['items'] as { children: unknown[] }[]).reduce(
      (n, g) => n + g.children.length,
      0,
    );
    expect(sections).toBe(largeSiteSections);
    // One measurement: sorted once, the section is already where a second sort puts it.
    const sorted = await withinProcessorTime(
      1000,
      () =>
        send(backend, 'PATCH', `${site}/structure/sort`, {
          token: admin,
          json: {
            item: { type: 'site-section', id: 'sitesec_large_010' },
            position: { before: { type: 'site-section', id: 'sitesec_large_001' } },
          },
        }),
      { again: false },
    );
    expect(sorted.status).toBe(200);
  });
});
