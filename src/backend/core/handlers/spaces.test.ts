import { describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../create-backend.ts';
import { asRecord, errorMessage, send } from '../../test-request.ts';
import { withinProcessorTime } from '../../test-timing.ts';

/**
 * Spaces and collections over HTTP: the flows the console relies on, the clock-driven expiry,
 * and list speed with the large seed. The rules themselves are unit-tested in domain/.
 */

const admin = 'demo-admin';
const acme = '/v1/orgs/org_acme';
const day = 24 * 60 * 60 * 1000;
const fixedNow = Date.parse('2026-11-20T12:00:00.000Z');

function fresh(): Backend {
  // A fixed real time: the seed's deleted spaces and every expiry are then exact.
  return createBackend({ seed: 'demo', realNow: () => fixedNow });
}

interface Item {
  id: string;
  index: number;
  parent?: string;
  deletedAt?: string;
  permissions: Record<string, boolean>;
}

function items(body: unknown): Item[] {
  return asRecord(body)['items'] as Item[];
}

describe('delete, Recently deleted, restore and expiry on the backend clock', () => {
  it('deletes, lists as recently deleted, restores where it was', async () => {
    const backend = fresh();
    const before = asRecord((await send(backend, 'GET', `${acme}/spaces`, { token: admin })).body);
    expect((await send(backend, 'DELETE', '/v1/spaces/space_api', { token: admin })).status).toBe(
      204,
    );
    const after = asRecord((await send(backend, 'GET', `${acme}/spaces`, { token: admin })).body);
    expect(after['count']).toBe(Number(before['count']) - 1);
    expect(items(after).map((s) => s.id)).not.toContain('space_api');

    const deleted = await send(backend, 'GET', `${acme}/spaces?deleted=true`, {
      token: 'demo-reader',
    });
    expect(items(deleted.body).map((s) => [s.id, s.deletedAt])).toEqual([
      ['space_api', new Date(fixedNow).toISOString()],
      ['space_old_wiki', new Date(fixedNow - 2 * day).toISOString()],
      ['space_legacy_api', new Date(fixedNow - 6 * day).toISOString()],
    ]);
    expect(items(deleted.body)[0]?.permissions['admin']).toBe(false);

    const got = await send(backend, 'GET', '/v1/spaces/space_api', { token: admin });
    expect(asRecord(got.body)['deletedAt']).toBe(new Date(fixedNow).toISOString());
    const patched = await send(backend, 'PATCH', '/v1/spaces/space_api', {
      token: admin,
      json: { title: 'Nope' },
    });
    expect(patched.status).toBe(404);
    expect(errorMessage(patched.body)).toMatch(/restore it first/);

    const restored = await send(backend, 'POST', '/v1/spaces/space_api/restore', { token: admin });
    expect(restored.status).toBe(200);
    expect(asRecord(restored.body)).toMatchObject({
      id: 'space_api',
      parent: 'collection_engineering',
      index: 2,
    });
    expect(asRecord(restored.body)['deletedAt']).toBeUndefined();
  });

  it('keeps a deleted space 7 days on the clock, then answers 404', async () => {
    const backend = fresh();
    await send(backend, 'DELETE', '/v1/spaces/space_api', { token: admin });
    backend.clock.advance(7 * day - 1);
    expect((await send(backend, 'GET', '/v1/spaces/space_api', { token: admin })).status).toBe(200);
    backend.clock.advance(1);
    expect((await send(backend, 'GET', '/v1/spaces/space_api', { token: admin })).status).toBe(404);
    expect(
      (await send(backend, 'POST', '/v1/spaces/space_api/restore', { token: admin })).status,
    ).toBe(404);
    const deleted = await send(backend, 'GET', `${acme}/spaces?deleted=true`, { token: admin });
    expect(items(deleted.body).map((s) => s.id)).toEqual([]);
    // Deleting what is gone is still a success, and the state no longer holds it.
    expect((await send(backend, 'DELETE', '/v1/spaces/space_api', { token: admin })).status).toBe(
      204,
    );
    expect(backend.store.state.spaces.some((s) => s.id === 'space_api')).toBe(false);
  });

  it('deletes a collection with its content; its spaces restore to the root', async () => {
    const backend = fresh();
    await send(backend, 'DELETE', '/v1/collections/collection_tutorials', { token: admin });
    expect(
      (await send(backend, 'GET', '/v1/collections/collection_tutorials', { token: admin })).status,
    ).toBe(404);
    const restored = await send(backend, 'POST', '/v1/spaces/space_quickstart/restore', {
      token: admin,
    });
    expect(asRecord(restored.body)['parent']).toBeUndefined();
    expect(asRecord(restored.body)['visibility']).toBe('share-link');
  });
});

describe('reading', () => {
  it('answers permissions for the caller: a reader sees nothing editable and a change is 403', async () => {
    const backend = fresh();
    const read = await send(backend, 'GET', '/v1/spaces/space_handbook', { token: 'demo-reader' });
    expect(asRecord(read.body)['permissions']).toMatchObject({
      view: true,
      admin: false,
      edit: false,
    });
    const collections = await send(backend, 'GET', `${acme}/collections`, {
      token: 'demo-reader',
    });
    expect(items(collections.body)[0]?.permissions).toEqual({
      view: true,
      admin: false,
      viewInviteLinks: false,
      create: false,
    });
    const forced = await send(backend, 'PATCH', '/v1/spaces/space_handbook', {
      token: 'demo-reader',
      json: { title: 'Forced' },
    });
    expect(forced.status).toBe(403);
    expect(errorMessage(forced.body)).toBe(
      "Only admins and creators can change spaces; your role in 'org_acme' is read.",
    );
  });

  it('opens a share-link space to outsiders with its key only', async () => {
    const backend = fresh();
    const path = '/v1/spaces/space_quickstart';
    expect((await send(backend, 'GET', path, { token: 'demo-umbrella' })).status).toBe(403);
    expect(
      (await send(backend, 'GET', `${path}?shareKey=wrong`, { token: 'demo-umbrella' })).status,
    ).toBe(403);
    const opened = await send(backend, 'GET', `${path}?shareKey=sk_quickstart_7f3a9c`, {
      token: 'demo-umbrella',
    });
    expect(opened.status).toBe(200);
    expect(asRecord(opened.body)['permissions']).toMatchObject({ view: true, admin: false });
    // The key of a space that is not share-link opens nothing.
    expect(
      (
        await send(backend, 'GET', '/v1/spaces/space_handbook?shareKey=sk_quickstart_7f3a9c', {
          token: 'demo-umbrella',
        })
      ).status,
    ).toBe(403);
  });

  it('lists collections nested or top level, and a collection’s own spaces in order', async () => {
    const backend = fresh();
    const top = await send(backend, 'GET', `${acme}/collections?nested=false`, { token: admin });
    expect(items(top.body).map((c) => c.id)).toEqual([
      'collection_engineering',
      'collection_customers',
      'collection_company',
    ]);
    const all = await send(backend, 'GET', `${acme}/collections`, { token: admin });
    expect(asRecord(all.body)['count']).toBe(6);
    const inEngineering = await send(
      backend,
      'GET',
      '/v1/collections/collection_engineering/spaces',
      { token: admin },
    );
    expect(items(inEngineering.body).map((s) => [s.id, s.index])).toEqual([
      ['space_handbook', 0],
      ['space_handbook_fr', 1],
      ['space_api', 2],
      ['space_security', 5],
    ]);
  });

  it('answers links with stats, filtered by status', async () => {
    const backend = fresh();
    const broken = await send(backend, 'GET', '/v1/spaces/space_api/links?status=broken', {
      token: 'demo-guest',
    });
    expect(asRecord(broken.body)).toMatchObject({
      count: 1,
      stats: { total: 3, broken: { total: 1, changeRequest: 0 } },
    });
  });
});

describe('emoji', () => {
  it("takes an emoji as characters or as the platform's code points, and returns it as given", async () => {
    const backend = fresh();
    for (const emoji of ['1f4d8', '1f468-200d-1f4bb', '📘', '']) {
      const response = await send(backend, 'PATCH', '/v1/spaces/space_handbook', {
        token: admin,
        json: { emoji },
      });
      expect(response.status).toBe(200);
      expect(asRecord(response.body)['emoji']).toBe(emoji);
    }
    const refused = await send(backend, 'PATCH', '/v1/spaces/space_handbook', {
      token: admin,
      json: { emoji: 'book' },
    });
    expect(refused.status).toBe(400);
  });
});

describe('changing the tree over HTTP', () => {
  it('creates, duplicates, moves and transfers', async () => {
    const backend = fresh();
    const created = await send(backend, 'POST', `${acme}/collections`, {
      token: 'demo-creator',
      json: { title: 'Design', parent: 'collection_company' },
    });
    expect(created.status).toBe(201);
    const designId = String(asRecord(created.body)['id']);
    const space = await send(backend, 'POST', `${acme}/spaces`, {
      token: 'demo-creator',
      json: { title: 'Tokens', emoji: '🎨', parent: designId, visibility: 'in-collection' },
    });
    expect(asRecord(space.body)).toMatchObject({ parent: designId, index: 0 });

    const copy = await send(backend, 'POST', '/v1/spaces/space_brand/duplicate', {
      token: 'demo-creator',
    });
    expect(asRecord(copy.body)).toMatchObject({ title: 'Brand Guidelines (copy)', index: 1 });

    const moved = await send(backend, 'POST', '/v1/spaces/space_glossary/move', {
      token: admin,
      json: {
        parent: 'collection_company',
        position: { before: { type: 'collection', collection: designId } },
      },
    });
    expect(asRecord(moved.body)).toMatchObject({ parent: 'collection_company' });

    const transferred = await send(backend, 'POST', '/v1/collections/collection_company/transfer', {
      token: admin,
      json: { organization: 'org_globex' },
    });
    expect(asRecord(transferred.body)).toMatchObject({ organization: 'org_globex' });
    const globexSpaces = await send(backend, 'GET', '/v1/orgs/org_globex/spaces?limit=100', {
      token: admin,
    });
    expect(items(globexSpaces.body).map((s) => s.id)).toEqual(
      expect.arrayContaining(['space_brand', 'space_glossary', String(asRecord(space.body)['id'])]),
    );
  });

  it('explains a bad move position with the field', async () => {
    const backend = fresh();
    const response = await send(backend, 'POST', '/v1/spaces/space_glossary/move', {
      token: admin,
      json: { position: { before: { type: 'folder', folder: 'x' } } },
    });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toMatch(
      /position\/before\/type must be one of: space, collection/,
    );
  });
});

describe('large seed', () => {
  it('lists 10,000 spaces page by page in linear time', async () => {
    const backend = createBackend({ seed: 'large' });
    const path = '/v1/orgs/org_large/spaces?limit=1000';
    // Warm up validators and JIT so the timing measures the listing.
    await send(backend, 'GET', path, { token: admin });
    // Ten pages of 1,000 out of 10,000. Quadratic work would take minutes.
    const ids = await withinProcessorTime(5000, async () => {
      let page: string | undefined;
      const ids: string[] = [];
      do {
        const response = await send(
          backend,
          'GET',
          page === undefined ? path : `${path}&page=${page}`,
          { token: admin },
        );
        expect(response.status).toBe(200);
        const body = asRecord(response.body);
        expect(body['count']).toBe(10_000);
        ids.push(...items(body).map((s) => s.id));
        page = (body['next'] as { page: string } | undefined)?.page;
      } while (page !== undefined);
      return ids;
    });
    expect(ids).toHaveLength(10_000);
    expect(new Set(ids).size).toBe(10_000);
  });

  it('moves a space among 10,000 quickly', async () => {
    const backend = createBackend({ seed: 'large' });
    // One measurement: moved once, the space is already where a second move puts it.
    const response = await withinProcessorTime(
      1000,
      () =>
        send(backend, 'POST', '/v1/spaces/space_large_09999/move', {
          token: admin,
          json: {
            parent: 'collection_large_001_1',
            position: { after: { type: 'space', space: 'space_large_00001' } },
          },
        }),
      { again: false },
    );
    expect(response.status).toBe(200);
    expect(asRecord(response.body)).toMatchObject({ parent: 'collection_large_001_1', index: 1 });
  });
});
