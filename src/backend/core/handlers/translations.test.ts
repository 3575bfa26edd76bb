import { describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../create-backend.ts';
import { pseudoTranslate, runDuration, translatedTitle } from '../domain/translation-runs.ts';
import { approveAsReviewer, asRecord, errorMessage, send } from '../../test-request.ts';

/**
 * Translations over HTTP on a fixed backend clock: every state of a run as the clock moves,
 * the translated space, incremental runs, re-queue on merge, and the errors. The clock is
 * moved, never waited for.
 */

const admin = 'demo-admin';
const acme = '/v1/orgs/org_acme';
const translations = `${acme}/translations`;
const fixedNow = Date.parse('2026-11-20T12:00:00.000Z');
const second = 1000;

interface Translation {
  id: string;
  status: 'pending' | 'running' | 'completed';
  source: { space: string; language: string };
  language: string;
  result?: { space: string; revision: string };
  updatedAt: string;
  progress?: number;
  currentRun?: {
    requestedAt: string;
    startsAt: string;
    completesAt: string;
    pages: number;
    words: number;
  };
  stats: Record<
    | 'runs'
    | 'totalWords'
    | 'totalPages'
    | 'totalDuration'
    | 'latestRunDuration'
    | 'latestPages'
    | 'latestWords',
    number
  >;
}

interface Space {
  id: string;
  title: string;
  language: string;
  visibility: string;
  revision: string;
  parent?: string;
  index: number;
  deletedAt?: string;
}

function fresh(): Backend {
  return createBackend({ seed: 'demo', realNow: () => fixedNow });
}

async function get<T>(backend: Backend, path: string, token = admin): Promise<T> {
  const response = await send(backend, 'GET', path, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as T;
}

const translation = (backend: Backend, id: string) =>
  get<Translation>(backend, `${translations}/${id}`);

async function create(
  backend: Backend,
  body: { language: string; source: { space: string; language?: string } },
): Promise<Translation> {
  const response = await send(backend, 'POST', translations, { token: admin, json: body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Translation;
}

async function run(backend: Backend, id: string): Promise<number> {
  return (await send(backend, 'POST', `${translations}/${id}/run`, { token: admin })).status;
}

function pagesOf(backend: Backend, spaceId: string) {
  const space = backend.store.state.spaces.find((s) => s.id === spaceId);
  if (!space) throw new Error(`no space ${spaceId}`);
  return space.pages;
}

describe('seeded translations, read at the moment the seed was built', () => {
  it('has a completed French one with three runs, a Japanese one at 40 %, a German one pending', async () => {
    const backend = fresh();
    const list = await get<{ count: number; items: Translation[] }>(backend, translations);
    expect(list.items.map((t) => [t.id, t.language, t.status])).toEqual([
      ['translation_handbook_fr', 'fr', 'completed'],
      ['translation_api_ja', 'ja', 'running'],
      ['translation_onboarding_de', 'de', 'pending'],
    ]);
    const [french, japanese, german] = list.items;
    // The first run translated all five pages; each later one the page a merge changed.
    expect(french?.stats).toMatchObject({ runs: 3, totalPages: 7, latestPages: 1 });
    // Stats durations are seconds, the platform's unit.
    expect(french?.stats.totalDuration).toBe(10 + 6 + 6);
    expect(french?.result).toEqual({ space: 'space_handbook_fr', revision: 'rev_handbook_fr_3' });
    expect(french?.currentRun).toBeUndefined();
    expect(japanese?.progress).toBe(40);
    expect(japanese?.stats.runs).toBe(0);
    expect(japanese?.result).toBeUndefined();
    expect(german?.progress).toBeUndefined();
    expect(german?.currentRun?.pages).toBe(4);
  });

  it('made the translated space next to the source, private, in French', async () => {
    const backend = fresh();
    const space = await get<Space>(backend, '/v1/spaces/space_handbook_fr');
    expect(space).toMatchObject({
      title: 'Engineering Handbook (FR)',
      language: 'fr',
      visibility: 'private',
      parent: 'collection_engineering',
      index: 1,
      revision: 'rev_handbook_fr_3',
    });
    const translated = pagesOf(backend, 'space_handbook_fr');
    expect(translated.map((p) => p.title)).toEqual(
      pagesOf(backend, 'space_handbook').map((p) => pseudoTranslate(p.title)),
    );
  });
});

describe('a run over the clock', () => {
  it('is pending 5 s, runs 2 s a page, then completes and creates the translated space', async () => {
    const backend = fresh();
    const created = await create(backend, { language: 'es', source: { space: 'space_handbook' } });
    expect(created).toMatchObject({
      status: 'pending',
      source: { space: 'space_handbook', language: 'en' },
      stats: { runs: 0, totalPages: 0 },
    });
    expect(created.result).toBeUndefined();
    expect(created.currentRun).toMatchObject({
      pages: 5,
      requestedAt: new Date(fixedNow).toISOString(),
    });

    backend.clock.advance(5 * second - 1);
    expect((await translation(backend, created.id)).status).toBe('pending');
    backend.clock.advance(1);
    const started = await translation(backend, created.id);
    expect(started).toMatchObject({ status: 'running', progress: 0 });
    expect(started.currentRun?.completesAt).toBe(new Date(fixedNow + 15 * second).toISOString());
    backend.clock.advance(5 * second);
    expect((await translation(backend, created.id)).progress).toBe(50);
    backend.clock.advance(5 * second - 1);
    expect((await translation(backend, created.id)).progress).toBe(99);
    backend.clock.advance(1);

    const done = await translation(backend, created.id);
    expect(pagesOf(backend, 'space_handbook')).toHaveLength(5);
    expect(done).toMatchObject({
      status: 'completed',
      updatedAt: new Date(fixedNow + 15 * second).toISOString(),
      stats: { runs: 1, totalPages: 5, latestPages: 5, latestRunDuration: 10 },
    });
    expect(done.stats.totalWords).toBe(done.stats.latestWords);
    expect(done.stats.latestWords).toBeGreaterThan(100);
    expect(done.progress).toBeUndefined();
    const space = await get<Space>(backend, `/v1/spaces/${done.result?.space ?? ''}`);
    expect(space).toMatchObject({
      title: 'Engineering Handbook (ES)',
      language: 'es',
      visibility: 'private',
      parent: 'collection_engineering',
      // Right after the source, before the French one made earlier.
      index: 1,
      revision: done.result?.revision,
    });
  });

  it('runs at least 6 s however few pages it translates', async () => {
    const backend = fresh();
    expect(pagesOf(backend, 'space_infrastructure')).toHaveLength(2);
    expect(runDuration(2)).toBe(6 * second);
    const created = await create(backend, {
      language: 'it',
      source: { space: 'space_infrastructure' },
    });
    backend.clock.advance(5 * second + 5999);
    expect((await translation(backend, created.id)).status).toBe('running');
    backend.clock.advance(1);
    expect((await translation(backend, created.id)).stats.latestRunDuration).toBe(6);
  });

  it('is settled from its timestamps alone: a saved state loaded later finds the same result', async () => {
    const backend = fresh();
    const created = await create(backend, { language: 'es', source: { space: 'space_api' } });
    const saved = structuredClone(backend.store.state);
    const later = createBackend({ state: saved, realNow: () => fixedNow + 60 * 60 * second });
    backend.clock.advance(60 * 60 * second);
    const a = await translation(backend, created.id);
    const b = await translation(later, created.id);
    expect(b).toEqual(a);
    expect(a.status).toBe('completed');
    // The translated space is in the content tree even before anyone read the translation.
    const third = createBackend({
      state: structuredClone(saved),
      realNow: () => fixedNow + 60_000,
    });
    const spaces = await get<{ items: Space[] }>(
      third,
      `/v1/collections/collection_engineering/spaces`,
    );
    expect(spaces.items.map((s) => s.title)).toContain('API Reference (ES)');
  });
});

describe('later runs', () => {
  it('translate only the pages changed since the last run; unchanged, 0 pages', async () => {
    const backend = fresh();
    const french = await translation(backend, 'translation_handbook_fr');
    expect(await run(backend, french.id)).toBe(204);
    const queued = await translation(backend, french.id);
    expect(queued).toMatchObject({ status: 'pending', currentRun: { pages: 0 } });
    backend.clock.advance(11 * second);
    const again = await translation(backend, french.id);
    expect(again).toMatchObject({
      status: 'completed',
      stats: { runs: 4, latestPages: 0, latestWords: 0, latestRunDuration: 6 },
      result: { space: 'space_handbook_fr', revision: 'rev_handbook_fr_4' },
    });
    expect(again.stats.totalPages).toBe(french.stats.totalPages);
    expect((await get<Space>(backend, '/v1/spaces/space_handbook_fr')).revision).toBe(
      'rev_handbook_fr_4',
    );
  });

  it('a merge into the source re-queues a completed translation with the pages it changed', async () => {
    const backend = fresh();
    await approveAsReviewer(backend, '/v1/spaces/space_handbook/change-requests/12');
    const merge = await send(
      backend,
      'POST',
      '/v1/spaces/space_handbook/change-requests/12/merge',
      { token: admin },
    );
    expect(merge.status).toBe(200);
    const requeued = await translation(backend, 'translation_handbook_fr');
    expect(requeued).toMatchObject({
      status: 'pending',
      currentRun: { requestedAt: new Date(fixedNow).toISOString(), pages: 1 },
    });
    const deployments = pagesOf(backend, 'space_handbook').find(
      (p) => p.id === 'page_handbook_deployments',
    );
    backend.clock.advance(5 * second + 6 * second);
    const done = await translation(backend, 'translation_handbook_fr');
    expect(done.stats).toMatchObject({ runs: 4, latestPages: 1, totalPages: 8 });
    expect(done.stats.latestWords).toBeGreaterThan(0);
    expect(deployments?.title).toBe('Deployments');
    // The other translations of other spaces did not move.
    expect((await translation(backend, 'translation_api_ja')).stats.runs).toBe(1);
  });

  it('a merge while running is translated by the run after it', async () => {
    const backend = fresh();
    expect(await run(backend, 'translation_handbook_fr')).toBe(204);
    backend.clock.advance(6 * second);
    expect((await translation(backend, 'translation_handbook_fr')).status).toBe('running');
    await approveAsReviewer(backend, '/v1/spaces/space_handbook/change-requests/9');
    const merged = await send(
      backend,
      'POST',
      '/v1/spaces/space_handbook/change-requests/9/merge',
      {
        token: admin,
      },
    );
    expect(merged.status).toBe(200);
    backend.clock.advance(5 * second);
    const next = await translation(backend, 'translation_handbook_fr');
    // The run asked for by hand finished (0 pages) and the merge queued the next one at once.
    expect(next).toMatchObject({ status: 'pending', stats: { runs: 4, latestPages: 0 } });
    expect(next.currentRun).toMatchObject({
      requestedAt: new Date(fixedNow + 11 * second).toISOString(),
      pages: 1,
    });
    backend.clock.advance(11 * second);
    expect((await translation(backend, 'translation_handbook_fr')).stats).toMatchObject({
      runs: 5,
      latestPages: 1,
    });
  });

  it('run while pending or running changes nothing', async () => {
    const backend = fresh();
    const before = await translation(backend, 'translation_onboarding_de');
    expect(await run(backend, before.id)).toBe(204);
    expect(await translation(backend, before.id)).toEqual(before);
    backend.clock.advance(5 * second);
    const running = await translation(backend, before.id);
    expect(running.status).toBe('running');
    expect(await run(backend, before.id)).toBe(204);
    expect((await translation(backend, before.id)).currentRun).toEqual(running.currentRun);
  });

  it('new instructions start no run and apply to the next one', async () => {
    const backend = fresh();
    const instructions = {
      object: 'document',
      data: { schemaVersion: 1 },
      nodes: [
        {
          object: 'block',
          type: 'paragraph',
          nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Tutoie.', marks: [] }] }],
        },
      ],
    };
    const response = await send(backend, 'PUT', `${translations}/translation_handbook_fr`, {
      token: admin,
      json: { instructions },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'completed',
      instructions,
      stats: { runs: 3 },
      updatedAt: new Date(fixedNow).toISOString(),
    });
    backend.clock.advance(60 * second);
    expect((await translation(backend, 'translation_handbook_fr')).stats.runs).toBe(3);
  });
});

describe('refusals and deletion', () => {
  it('is admin-only, reads included', async () => {
    const backend = fresh();
    for (const token of ['demo-creator', 'demo-editor', 'demo-reader', 'demo-guest']) {
      const response = await send(backend, 'GET', translations, { token });
      expect(response.status).toBe(403);
      expect(errorMessage(response.body)).toMatch(/Only admins can read translations/);
    }
    expect((await send(backend, 'GET', translations, { token: 'demo-umbrella' })).status).toBe(403);
  });

  it('checks the source space, the language and duplicates', async () => {
    const backend = fresh();
    const post = (json: unknown) => send(backend, 'POST', translations, { token: admin, json });
    const deleted = await post({ language: 'es', source: { space: 'space_old_wiki' } });
    expect(deleted.status).toBe(404);
    const elsewhere = await post({ language: 'es', source: { space: 'space_globex_guide' } });
    expect(elsewhere.status).toBe(404);
    const same = await post({ language: 'fr', source: { space: 'space_faq' } });
    expect(same.status).toBe(400);
    expect(errorMessage(same.body)).toBe(
      '/language must differ from the source language (both are fr).',
    );
    // The source language given wins over the space's.
    expect(
      (await post({ language: 'fr', source: { space: 'space_faq', language: 'en' } })).status,
    ).toBe(201);
    const duplicate = await post({ language: 'fr', source: { space: 'space_handbook' } });
    expect(duplicate.status).toBe(409);
    expect(errorMessage(duplicate.body)).toContain("'translation_handbook_fr'");
    const unknownLanguage = await post({ language: 'xx', source: { space: 'space_handbook' } });
    expect(unknownLanguage.status).toBe(400);
    expect(errorMessage(unknownLanguage.body)).toMatch(/^\/language /);
  });

  it('answers 412 for a run once the source space is deleted', async () => {
    const backend = fresh();
    await send(backend, 'DELETE', '/v1/spaces/space_handbook', { token: admin });
    const refused = await send(backend, 'POST', `${translations}/translation_handbook_fr/run`, {
      token: admin,
    });
    expect(refused.status).toBe(412);
    expect(errorMessage(refused.body)).toMatch(/is deleted; restore it/);
    expect((await translation(backend, 'translation_handbook_fr')).status).toBe('completed');
  });

  it('deleting a translation keeps the translated space', async () => {
    const backend = fresh();
    const path = `${translations}/translation_handbook_fr`;
    expect((await send(backend, 'DELETE', path, { token: admin })).status).toBe(204);
    expect((await send(backend, 'GET', path, { token: admin })).status).toBe(404);
    expect((await send(backend, 'DELETE', path, { token: admin })).status).toBe(204);
    expect((await get<Space>(backend, '/v1/spaces/space_handbook_fr')).title).toBe(
      'Engineering Handbook (FR)',
    );
    // A new translation into French is no duplicate any more.
    expect(
      (
        await send(backend, 'POST', translations, {
          token: admin,
          json: { language: 'fr', source: { space: 'space_handbook' } },
        })
      ).status,
    ).toBe(201);
  });
});

describe('estimate and the translated text', () => {
  it('estimates pages, words and the time to the end of a first run', async () => {
    const backend = fresh();
    const estimate = asRecord(await get(backend, `${translations}/estimate?space=space_handbook`));
    expect(estimate).toMatchObject({ pages: 5, duration: 5 * second + 10 * second });
    const created = await create(backend, { language: 'es', source: { space: 'space_handbook' } });
    expect(created.currentRun?.words).toBe(estimate['words']);
  });

  it('names the space after the source and the language, and pseudo-translates the text', () => {
    expect(translatedTitle('Engineering Handbook', 'pt-br')).toBe('Engineering Handbook (PT-BR)');
    expect(translatedTitle('x'.repeat(50), 'fr')).toBe(`${'x'.repeat(45)} (FR)`);
    expect(pseudoTranslate('Roll back first!')).toBe('Ŕöļļ ƀáçķ ƒîŕšţ!');
  });
});
