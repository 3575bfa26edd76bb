import { describe, expect, it } from 'vitest';
import type { ImportRun } from '../../../api/schema.gen.ts';
import { createBackend, type Backend } from '../../create-backend.ts';
import { createSeedState } from '../store/seeds.ts';
import { seedImportIds } from '../store/seed-imports.ts';
import type { PageRecord } from '../store/state.ts';
import { approveAsReviewer, asRecord, errorMessage, send } from '../../test-request.ts';
import { sitePlan } from './import-templates.ts';
import { pageIntervalMs, queuedMs, settleImports } from './imports.ts';

/** Imports over the backend clock: every rule of decision 0015, moving time instead of waiting. */

const imports = '/v1/org/org_acme/imports';
const fixedNow = Date.parse('2026-11-20T12:00:00.000Z');
const site = 'https://docs.example.com';
const total = sitePlan(site).pages.length;

function fresh(): Backend {
  return createBackend({ seed: 'demo', realNow: () => fixedNow });
}

async function start(
  backend: Backend,
  body: { url?: string; target?: Record<string, string>; enhance?: boolean } = {},
  token = 'demo-editor',
): Promise<ImportRun> {
  const response = await send(backend, 'POST', imports, {
    token,
    json: {
      source: { type: 'website', url: body.url ?? site },
      target: body.target ?? { space: 'space_handbook' },
      ...(body.enhance === undefined ? {} : { enhance: body.enhance }),
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as ImportRun;
}

async function read(backend: Backend, id: string, token = 'demo-reader'): Promise<ImportRun> {
  const response = await send(backend, 'GET', `${imports}/${id}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as ImportRun;
}

async function cancel(backend: Backend, id: string, token = 'demo-editor') {
  return send(backend, 'POST', `${imports}/${id}/cancel`, { token });
}

/** Moves the clock so that `ms` have passed since the run started. */
function at(backend: Backend, run: ImportRun, ms: number): void {
  const elapsed = backend.clock.now().getTime() - Date.parse(run.startedAt);
  backend.clock.advance(ms - elapsed);
}

function importedPages(pages: readonly PageRecord[], run: ImportRun): PageRecord[] {
  return pages.filter((page) => page.id.startsWith(`page_${run.id}_`));
}

function spacePages(backend: Backend, spaceId: string): PageRecord[] {
  return backend.store.state.spaces.find((space) => space.id === spaceId)?.pages ?? [];
}

describe('who may import, and into what', () => {
  it('lets the roles that edit content start an import, and nobody else', async () => {
    const backend = fresh();
    for (const token of ['demo-admin', 'demo-creator', 'demo-reviewer', 'demo-editor'])
      expect((await start(backend, {}, token)).status).toBe('pending');
    for (const token of ['demo-commenter', 'demo-reader', 'demo-guest', 'demo-umbrella']) {
      const response = await send(backend, 'POST', imports, {
        token,
        json: { source: { type: 'website', url: site }, target: { space: 'space_handbook' } },
      });
      expect(response.status, token).toBe(403);
    }
    const noOrg = await send(backend, 'POST', '/v1/org/org_missing/imports', {
      token: 'demo-admin',
      json: { source: { type: 'website', url: site }, target: { space: 'space_handbook' } },
    });
    expect(noOrg.status).toBe(404);
  });

  it('needs an active space of the organization that is not locked', async () => {
    const backend = fresh();
    const post = (target: object) =>
      send(backend, 'POST', imports, {
        token: 'demo-admin',
        json: { source: { type: 'website', url: site }, target },
      });
    const missing = await post({});
    expect([missing.status, errorMessage(missing.body)]).toEqual([
      400,
      '/target/space is required.',
    ]);
    expect((await post({ space: 'space_missing' })).status).toBe(404);
    // Globex's space is not Acme's; a deleted space takes nothing until restored.
    expect((await post({ space: 'space_globex_guide' })).status).toBe(404);
    const deleted = await post({ space: 'space_old_wiki' });
    expect([deleted.status, errorMessage(deleted.body)]).toEqual([
      404,
      "The space 'space_old_wiki' is deleted; restore it first.",
    ]);
    const locked = await post({ space: 'space_runbooks' });
    expect([locked.status, errorMessage(locked.body)]).toEqual([
      403,
      "The space 'space_runbooks' is locked; unlock it to import pages into it.",
    ]);
  });

  it('takes a draft or open change request of that space, by id or number', async () => {
    const backend = fresh();
    const post = (changeRequest: string) =>
      send(backend, 'POST', imports, {
        token: 'demo-admin',
        json: {
          source: { type: 'website', url: site },
          target: { space: 'space_handbook', changeRequest },
        },
      });
    // #8 is a draft, #12 open; #1 is merged and #4 archived.
    const byNumber = asRecord((await post('8')).body);
    expect(byNumber['target']).toEqual({ space: 'space_handbook', changeRequest: 'cr_handbook_8' });
    expect((await post('cr_handbook_12')).status).toBe(201);
    const merged = await post('1');
    expect([merged.status, errorMessage(merged.body)]).toEqual([
      400,
      '/target/changeRequest is #1, which is merged: only a draft or open change request takes imported pages.',
    ]);
    expect(errorMessage((await post('4')).body)).toMatch(
      /^\/target\/changeRequest is #4, which is archived/,
    );
    expect((await post('99')).status).toBe(404);
    // A request of another space is unknown here.
    expect((await post('cr_api_5')).status).toBe(404);
  });

  it('puts pages under a page of the space, or of the request', async () => {
    const backend = fresh();
    const post = (target: object) =>
      send(backend, 'POST', imports, {
        token: 'demo-admin',
        json: { source: { type: 'website', url: site }, target },
      });
    expect((await post({ space: 'space_handbook', page: 'page_handbook_on_call' })).status).toBe(
      201,
    );
    const elsewhere = await post({ space: 'space_handbook', page: 'page_api_errors' });
    expect([elsewhere.status, errorMessage(elsewhere.body)]).toEqual([
      404,
      "No page matches id 'page_api_errors' in the space 'space_handbook'",
    ]);
    // A page an earlier import added to change request #8 is a page of that request.
    const first = await start(backend, { target: { space: 'space_handbook', changeRequest: '8' } });
    at(backend, first, queuedMs + pageIntervalMs);
    const added = `page_${first.id}_1`;
    expect((await post({ space: 'space_handbook', changeRequest: '8', page: added })).status).toBe(
      201,
    );
    expect((await post({ space: 'space_handbook', page: added })).status).toBe(404);
  });

  it('reads runs for every member, and only its own organization’s', async () => {
    const backend = fresh();
    const run = await start(backend);
    for (const token of ['demo-reader', 'demo-guest'])
      expect((await send(backend, 'GET', `${imports}/${run.id}`, { token })).status).toBe(200);
    expect((await send(backend, 'GET', imports, { token: 'demo-umbrella' })).status).toBe(403);
    const other = await send(backend, 'GET', `/v1/org/org_globex/imports/${run.id}`, {
      token: 'demo-admin',
    });
    expect(other.status).toBe(404);
  });
});

describe('a run over the clock', () => {
  it('is pending 2 s, then brings one page every 2 s, then completes', async () => {
    const backend = fresh();
    const run = await start(backend);
    expect(run).toMatchObject({ status: 'pending', pages: [], enhance: true });
    expect(run.totalPages).toBeUndefined();
    expect(run.completedAt).toBeUndefined();
    at(backend, run, queuedMs - 1);
    expect((await read(backend, run.id)).status).toBe('pending');
    at(backend, run, queuedMs);
    expect(await read(backend, run.id)).toMatchObject({
      status: 'in-progress',
      pages: [],
      totalPages: total,
    });
    at(backend, run, queuedMs + 3 * pageIntervalMs - 1);
    expect((await read(backend, run.id)).pages).toHaveLength(2);
    at(backend, run, queuedMs + 3 * pageIntervalMs);
    const third = await read(backend, run.id);
    expect(third.pages.map((page) => page.id)).toEqual([1, 2, 3].map((n) => `page_${run.id}_${n}`));
    expect(third.pages[0]).toEqual({
      id: `page_${run.id}_1`,
      sourceURL: `${site}/${sitePlan(site).pages[0]?.slug}`,
      type: 'page',
      status: 'complete',
    });
    at(backend, run, queuedMs + total * pageIntervalMs);
    const done = await read(backend, run.id);
    expect(done.status).toBe('completed');
    expect(done.pages).toHaveLength(total);
    expect(done.completedAt).toBe(
      new Date(Date.parse(run.startedAt) + queuedMs + total * pageIntervalMs).toISOString(),
    );
    backend.clock.advance(60_000);
    expect(await read(backend, run.id)).toEqual(done);
  });

  it('writes each page into the main content as it arrives, exactly once', async () => {
    const backend = fresh();
    const before = spacePages(backend, 'space_handbook').length;
    const run = await start(backend);
    at(backend, run, queuedMs + 2 * pageIntervalMs);
    // Any request brings the target up to date, not only the import's own.
    await send(backend, 'GET', '/v1/orgs', { token: 'demo-reader' });
    expect(importedPages(spacePages(backend, 'space_handbook'), run)).toHaveLength(2);
    await read(backend, run.id);
    await read(backend, run.id);
    expect(spacePages(backend, 'space_handbook')).toHaveLength(before + 2);
    at(backend, run, queuedMs + total * pageIntervalMs + 10_000);
    // Nothing runs on its own: the pages are written by the next request.
    expect(importedPages(spacePages(backend, 'space_handbook'), run)).toHaveLength(2);
    await send(backend, 'GET', '/v1/orgs', { token: 'demo-reader' });
    expect(importedPages(spacePages(backend, 'space_handbook'), run)).toHaveLength(total);
    // They are content like any other: organization search finds them.
    const first = sitePlan(site).pages[0]?.title ?? '';
    const found = await send(
      backend,
      'GET',
      `/v1/orgs/org_acme/search?query=${encodeURIComponent(first)}`,
      {
        token: 'demo-reader',
      },
    );
    const titles = (asRecord(found.body)['items'] as { pages: { title: string }[] }[]).flatMap(
      (item) => item.pages.map((page) => page.title),
    );
    expect(titles).toContain(first);
  });

  it('writes into a change request, which brings them into the main content on merge', async () => {
    const backend = fresh();
    const run = await start(backend, { target: { space: 'space_handbook', changeRequest: '12' } });
    const request = '/v1/spaces/space_handbook/change-requests/12';
    const pagesOf = async () =>
      (
        asRecord((await send(backend, 'GET', request, { token: 'demo-admin' })).body)['pages'] as {
          id: string;
          path: string;
        }[]
      ).filter((page) => page.id.startsWith(`page_${run.id}`));
    at(backend, run, queuedMs + pageIntervalMs);
    expect(await pagesOf()).toHaveLength(1);
    at(backend, run, queuedMs + 4 * pageIntervalMs);
    expect((await pagesOf()).map((page) => page.id)).toEqual(
      [1, 2, 3, 4].map((n) => `page_${run.id}_${n}`),
    );
    expect(importedPages(spacePages(backend, 'space_handbook'), run)).toEqual([]);
    const updated = asRecord((await send(backend, 'GET', request, { token: 'demo-admin' })).body);
    expect(updated['updatedAt']).toBe(
      new Date(Date.parse(run.startedAt) + queuedMs + 4 * pageIntervalMs).toISOString(),
    );
    await approveAsReviewer(backend, request);
    const merged = await send(backend, 'POST', `${request}/merge`, { token: 'demo-admin' });
    expect(merged.status).toBe(200);
    expect(importedPages(spacePages(backend, 'space_handbook'), run)).toHaveLength(4);
    // A merged request takes no more pages: the run stops there, failed, keeping its four.
    at(backend, run, queuedMs + 6 * pageIntervalMs);
    const stopped = await read(backend, run.id);
    expect(stopped).toMatchObject({
      status: 'failed',
      error: 'The change request #12 was merged before the import finished.',
      completedAt: new Date(
        Date.parse(run.startedAt) + queuedMs + 5 * pageIntervalMs,
      ).toISOString(),
    });
    expect(stopped.pages).toHaveLength(4);
    expect(importedPages(spacePages(backend, 'space_handbook'), run)).toHaveLength(4);
  });

  it('nests pages under the target page, after its existing children', async () => {
    const backend = fresh();
    const run = await start(backend, {
      target: { space: 'space_handbook', page: 'page_handbook_on_call' },
    });
    at(backend, run, queuedMs + 2 * pageIntervalMs);
    await read(backend, run.id);
    const pages = spacePages(backend, 'space_handbook');
    const parent = pages.findIndex((page) => page.id === 'page_handbook_on_call');
    const [first, second] = importedPages(pages, run);
    const slugs = sitePlan(site).pages.map((page) => page.slug);
    expect(first).toMatchObject({ path: `on-call/${slugs[0]}`, ancestors: [{ title: 'On-call' }] });
    expect(second?.path).toBe(`on-call/${slugs[1]}`);
    expect(pages.indexOf(first as PageRecord)).toBe(parent + 1);
    expect(pages.indexOf(second as PageRecord)).toBe(parent + 2);
  });

  it('gives a page taken path a number, so imports of the same site never collide', async () => {
    const backend = fresh();
    const one = await start(backend);
    const two = await start(backend);
    at(backend, one, queuedMs + pageIntervalMs);
    await read(backend, two.id);
    const pages = spacePages(backend, 'space_handbook');
    const slug = sitePlan(site).pages[0]?.slug ?? '';
    expect(importedPages(pages, one)[0]?.path).toBe(slug);
    expect(importedPages(pages, two)[0]?.path).toBe(`${slug}-2`);
  });

  it('fails a host under unreachable.test after the wait, with no pages and a message', async () => {
    const backend = fresh();
    const before = spacePages(backend, 'space_handbook').length;
    const run = await start(backend, { url: 'https://docs.unreachable.test/guide' });
    at(backend, run, queuedMs - 1);
    expect((await read(backend, run.id)).status).toBe('pending');
    at(backend, run, queuedMs);
    const failed = await read(backend, run.id);
    expect(failed).toMatchObject({
      status: 'failed',
      pages: [],
      error: 'The site could not be reached: docs.unreachable.test did not answer.',
      completedAt: new Date(Date.parse(run.startedAt) + queuedMs).toISOString(),
    });
    expect(failed.totalPages).toBeUndefined();
    expect(spacePages(backend, 'space_handbook')).toHaveLength(before);
    expect((await start(backend, { url: 'https://unreachable.test' })).status).toBe('pending');
  });

  it('changes only the wording with enhance: the same pages, ids and paths', async () => {
    const backend = fresh();
    const plain = await start(backend, { enhance: false, target: { space: 'space_ios' } });
    const enhanced = await start(backend, { target: { space: 'space_android' } });
    expect([plain.enhance, enhanced.enhance]).toEqual([false, true]);
    at(backend, plain, queuedMs + total * pageIntervalMs);
    const a = await read(backend, plain.id);
    const b = await read(backend, enhanced.id);
    expect(a.pages.map((page) => page.sourceURL)).toEqual(b.pages.map((page) => page.sourceURL));
    const pagesA = importedPages(spacePages(backend, 'space_ios'), plain);
    const pagesB = importedPages(spacePages(backend, 'space_android'), enhanced);
    expect(pagesA.map((page) => page.path)).toEqual(pagesB.map((page) => page.path));
    expect(pagesA.map((page) => page.title)).not.toEqual(pagesB.map((page) => page.title));
    expect(pagesB[0]?.title).toBe(sitePlan(site).pages[0]?.title);
    expect(pagesA[0]?.title).toBe(`${sitePlan(site).pages[0]?.title} | docs.example.com`);
  });
});

describe('cancel', () => {
  it('stops a run in progress and keeps the pages it already brought', async () => {
    const backend = fresh();
    const run = await start(backend);
    at(backend, run, queuedMs + 3 * pageIntervalMs + 500);
    const cancelled = await cancel(backend, run.id);
    expect(cancelled.status).toBe(201);
    const body = cancelled.body as ImportRun;
    expect(body).toMatchObject({ status: 'cancelled', totalPages: total });
    expect(body.pages).toHaveLength(3);
    expect(body.completedAt).toBe(backend.clock.now().toISOString());
    at(backend, run, queuedMs + total * pageIntervalMs + 60_000);
    expect(await read(backend, run.id)).toEqual(body);
    expect(importedPages(spacePages(backend, 'space_handbook'), run)).toHaveLength(3);
    const again = await cancel(backend, run.id);
    expect([again.status, errorMessage(again.body)]).toEqual([
      400,
      `The import '${run.id}' is already cancelled; only a pending or in-progress import can be cancelled.`,
    ]);
  });

  it('stops a pending run before any page', async () => {
    const backend = fresh();
    const run = await start(backend);
    backend.clock.advance(1_000);
    const body = (await cancel(backend, run.id)).body as ImportRun;
    expect(body).toMatchObject({ status: 'cancelled', pages: [] });
    expect(body.totalPages).toBeUndefined();
    backend.clock.advance(60_000);
    expect((await read(backend, run.id)).pages).toEqual([]);
  });

  it('refuses a finished run (400), a reader (403) and an unknown run (404)', async () => {
    const backend = fresh();
    const run = await start(backend);
    expect((await cancel(backend, run.id, 'demo-reader')).status).toBe(403);
    at(backend, run, queuedMs + total * pageIntervalMs);
    const done = await cancel(backend, run.id);
    expect([done.status, errorMessage(done.body)]).toEqual([
      400,
      `The import '${run.id}' is already completed; only a pending or in-progress import can be cancelled.`,
    ]);
    const failed = await start(backend, { url: 'https://x.unreachable.test' });
    at(backend, failed, queuedMs);
    expect(errorMessage((await cancel(backend, failed.id)).body)).toMatch(/is already failed/);
    expect((await cancel(backend, 'import_missing')).status).toBe(404);
  });
});

describe('the list', () => {
  it('answers the organization’s runs newest first, each as it stands now', async () => {
    const backend = fresh();
    const first = await start(backend);
    backend.clock.advance(1_000);
    const second = await start(backend, { url: 'https://kb.example.org' });
    const list = asRecord((await send(backend, 'GET', imports, { token: 'demo-reader' })).body);
    const items = list['items'] as ImportRun[];
    expect(items.slice(0, 2).map((run) => run.id)).toEqual([second.id, first.id]);
    expect(items.map((run) => run.id)).toEqual(
      expect.arrayContaining(Object.values(seedImportIds)),
    );
    expect(list['count']).toBe(6);
    const paged = asRecord(
      (await send(backend, 'GET', `${imports}?limit=4`, { token: 'demo-reader' })).body,
    );
    expect(paged['items']).toHaveLength(4);
    expect(paged['next']).toBeDefined();
    const globex = asRecord(
      (await send(backend, 'GET', '/v1/org/org_globex/imports', { token: 'demo-admin' })).body,
    );
    expect(globex['count']).toBe(0);
  });
});

describe('the seed', () => {
  it('has a completed, a failed, a cancelled and a running import in Acme', async () => {
    const backend = fresh();
    const status = async (id: string) => read(backend, id);
    const completed = await status(seedImportIds.completed);
    expect([completed.status, completed.pages.length]).toEqual(['completed', 12]);
    expect(importedPages(spacePages(backend, 'space_video_guides'), completed)).toHaveLength(12);
    const failed = await status(seedImportIds.failed);
    expect([failed.status, failed.pages.length, failed.error]).toEqual([
      'failed',
      0,
      'The site could not be reached: docs.unreachable.test did not answer.',
    ]);
    const cancelled = await status(seedImportIds.cancelled);
    expect([cancelled.status, cancelled.pages.length, cancelled.totalPages]).toEqual([
      'cancelled',
      5,
      12,
    ]);
    expect(importedPages(spacePages(backend, 'space_glossary'), cancelled)).toHaveLength(5);
    const running = await status(seedImportIds.inProgress);
    expect([running.status, running.pages.length]).toEqual(['in-progress', 3]);
    backend.clock.advance(60_000);
    expect((await status(seedImportIds.inProgress)).status).toBe('completed');
  });

  it('is settled as built: settling again writes nothing', () => {
    const state = createSeedState('demo', { now: fixedNow });
    const before = JSON.stringify(state);
    settleImports(state, new Date(fixedNow));
    expect(JSON.stringify(state)).toBe(before);
  });
});
