import { describe, expect, it } from 'vitest';
import type { Backend } from '../../create-backend.ts';
import { createBackendForTests } from '../../node.ts';
import { asRecord, errorMessage, send, type TestResponse } from '../../test-request.ts';

/**
 * Requests the platform's published client sends for the built operations, in the forms the
 * platform takes them (platform-values §3 to §6, decision 0021): each is accepted with the
 * platform's meaning, or refused with the status the platform would give.
 */

const admin = 'demo-admin';
const acme = '/v1/orgs/org_acme';
const docs = `${acme}/sites/site_docs`;

function fresh(): Backend {
  return createBackendForTests({ seed: 'demo' });
}

function ok(response: TestResponse, status = 200): Record<string, unknown> {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return asRecord(response.body);
}

function ids(body: Record<string, unknown>): string[] {
  return (body['items'] as { id: string }[]).map((item) => item.id);
}

describe('creating without a title, as the platform allows', () => {
  it('names a space, a collection and a site "Untitled"', async () => {
    const backend = fresh();
    const space = ok(
      await send(backend, 'POST', `${acme}/spaces`, { token: admin, json: {} }),
      201,
    );
    expect(space['title']).toBe('Untitled');
    const collection = ok(
      await send(backend, 'POST', `${acme}/collections`, { token: admin, json: {} }),
      201,
    );
    expect(collection['title']).toBe('Untitled');
    const site = ok(await send(backend, 'POST', `${acme}/sites`, { token: admin, json: {} }), 201);
    expect(site).toMatchObject({ title: 'Untitled', type: 'basic', visibility: 'public' });
  });

  it('creates a site with no body at all', async () => {
    const site = ok(await send(fresh(), 'POST', `${acme}/sites`, { token: admin }), 201);
    expect(site['title']).toBe('Untitled');
  });

  it('still refuses a title that breaks the rules', async () => {
    const response = await send(fresh(), 'POST', `${acme}/spaces`, {
      token: admin,
      json: { title: '   ' },
    });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toMatch(/^\/title /);
  });
});

describe("a space's create fields: template, computedSource, empty", () => {
  it.each([
    { template: 'tpl_product_docs' },
    { computedSource: { source: 'integration:openapi:spec', props: { spec: 'petstore' } } },
    { empty: true },
  ])('accepts %j and starts the space without content', async (extra) => {
    const backend = fresh();
    const space = ok(
      await send(backend, 'POST', `${acme}/spaces`, {
        token: admin,
        json: { title: 'New', ...extra },
      }),
      201,
    );
    const stored = backend.store.state.spaces.find((s) => s.id === space['id']);
    expect(stored?.pages).toEqual([]);
  });

  it('refuses two ways to start at once', async () => {
    const response = await send(fresh(), 'POST', `${acme}/spaces`, {
      token: admin,
      json: { template: 'tpl_product_docs', empty: true },
    });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toBe(
      '/empty cannot be given with /template; choose one of them.',
    );
  });
});

describe("a space's emoji or icon", () => {
  const icon = 'https://cdn.acme.test/icons/handbook.png';

  it("takes the platform's icon, which replaces the emoji and is answered as urls.icon", async () => {
    const backend = fresh();
    const patched = ok(
      await send(backend, 'PATCH', '/v1/spaces/space_handbook', { token: admin, json: { icon } }),
    );
    expect(patched['emoji']).toBe('');
    expect(asRecord(patched['urls'])['icon']).toBe(icon);

    const emoji = ok(
      await send(backend, 'PATCH', '/v1/spaces/space_handbook', {
        token: admin,
        json: { emoji: '1f4d8' },
      }),
    );
    expect(emoji['emoji']).toBe('1f4d8');
    expect(asRecord(emoji['urls'])['icon']).toBeUndefined();

    const cleared = ok(
      await send(backend, 'PATCH', '/v1/spaces/space_handbook', {
        token: admin,
        json: { emoji: null, icon: null },
      }),
    );
    expect(cleared['emoji']).toBe('');
    expect(asRecord(cleared['urls'])['icon']).toBeUndefined();
  });

  it('refuses both at once, and an icon that is not a web address', async () => {
    const backend = fresh();
    const both = await send(backend, 'PATCH', '/v1/spaces/space_handbook', {
      token: admin,
      json: { emoji: '📘', icon },
    });
    expect(both.status).toBe(400);
    expect(errorMessage(both.body)).toMatch(/^\/icon cannot be given with \/emoji/);
    const script = await send(backend, 'PATCH', '/v1/spaces/space_handbook', {
      token: admin,
      json: { icon: 'javascript:alert(1)' },
    });
    expect(script.status).toBe(400);
    expect(errorMessage(script.body)).toMatch(/^\/icon /);
  });

  it('keeps the icon on a duplicate', async () => {
    const backend = fresh();
    await send(backend, 'PATCH', '/v1/spaces/space_handbook', { token: admin, json: { icon } });
    const copy = ok(
      await send(backend, 'POST', '/v1/spaces/space_handbook/duplicate', { token: admin }),
      201,
    );
    expect(asRecord(copy['urls'])['icon']).toBe(icon);
  });
});

describe('defaultLevel inherit or null', () => {
  it('follows the parent collection, or the organization at the root, and answers the role', async () => {
    const backend = fresh();
    const collection = ok(
      await send(backend, 'POST', `${acme}/collections`, { token: admin, json: { title: 'Team' } }),
      201,
    );
    const collectionPath = `/v1/collections/${String(collection['id'])}`;
    ok(
      await send(backend, 'PATCH', collectionPath, {
        token: admin,
        json: { defaultLevel: 'edit' },
      }),
    );
    const space = ok(
      await send(backend, 'POST', `${acme}/spaces`, {
        token: admin,
        json: { title: 'Inside', parent: collection['id'] },
      }),
      201,
    );
    const spacePath = `/v1/spaces/${String(space['id'])}`;
    ok(await send(backend, 'PATCH', spacePath, { token: admin, json: { defaultLevel: 'admin' } }));
    const inherited = ok(
      await send(backend, 'PATCH', spacePath, { token: admin, json: { defaultLevel: 'inherit' } }),
    );
    expect(inherited['defaultLevel']).toBe('edit');
    ok(await send(backend, 'PATCH', spacePath, { token: admin, json: { defaultLevel: 'admin' } }));
    const cleared = ok(
      await send(backend, 'PATCH', spacePath, { token: admin, json: { defaultLevel: null } }),
    );
    expect(cleared['defaultLevel']).toBe('edit');
    // At the root a collection follows the organization's default role (read in Acme).
    const root = ok(
      await send(backend, 'PATCH', collectionPath, {
        token: admin,
        json: { defaultLevel: 'inherit' },
      }),
    );
    expect(root['defaultLevel']).toBe('read');
  });

  it('refuses a value that is neither a role, inherit nor null', async () => {
    const response = await send(fresh(), 'PATCH', '/v1/spaces/space_handbook', {
      token: admin,
      json: { defaultLevel: 'owner' },
    });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toMatch(/^\/defaultLevel /);
  });
});

describe('moving a section group without a position', () => {
  it('moves it to the end of its level, with or without a body', async () => {
    const backend = fresh();
    const level = async () =>
      (
        asRecord(ok(await send(backend, 'GET', `${docs}/structure`, { token: admin })))[
          'structure'
        ] as { id: string }[]
      ).map((item) => item.id);
    ok(
      await send(backend, 'POST', `${docs}/section-groups/sitesg_docs_build/move`, {
        token: admin,
        json: {},
      }),
    );
    expect((await level()).at(-1)).toBe('sitesg_docs_build');
    ok(
      await send(backend, 'POST', `${docs}/section-groups/sitesg_docs_operate/move`, {
        token: admin,
      }),
    );
    expect((await level()).at(-1)).toBe('sitesg_docs_operate');
  });
});

describe("section groups' icon null and sites' title bounds", () => {
  it('creates a group with icon null, and a PATCH with icon null removes the icon', async () => {
    const backend = fresh();
    const group = ok(
      await send(backend, 'POST', `${docs}/section-groups`, {
        token: admin,
        json: { title: 'Reference', icon: null },
      }),
      201,
    );
    expect(group['icon']).toBeUndefined();
    const path = `${docs}/section-groups/${String(group['id'])}`;
    const withIcon = ok(
      await send(backend, 'PATCH', path, { token: admin, json: { icon: 'book' } }),
    );
    expect(withIcon['icon']).toBe('book');
    const without = ok(await send(backend, 'PATCH', path, { token: admin, json: { icon: null } }));
    expect(without['icon']).toBeUndefined();
  });

  it("takes a site title of 2 to 128 characters, the platform's bounds", async () => {
    const backend = fresh();
    const long = ok(
      await send(backend, 'POST', `${acme}/sites`, {
        token: admin,
        json: { title: 'x'.repeat(128) },
      }),
      201,
    );
    expect(long['title']).toHaveLength(128);
    for (const title of ['x', 'x'.repeat(129)]) {
      const refused = await send(backend, 'POST', `${acme}/sites`, {
        token: admin,
        json: { title },
      });
      expect(refused.status).toBe(400);
      expect(errorMessage(refused.body)).toMatch(/^\/title /);
    }
  });
});

describe('site search: the 512-character query and the older body forms', () => {
  const search = (backend: Backend, json: unknown) =>
    send(backend, 'POST', `${docs}/search`, { token: admin, json });

  it('takes a query of 512 characters and refuses 513', async () => {
    const backend = fresh();
    ok(await search(backend, { query: 'e'.repeat(512) }));
    const long = await search(backend, { query: 'e'.repeat(513) });
    expect(long.status).toBe(400);
    expect(errorMessage(long.body)).toMatch(/^\/query /);
  });

  it('searches the site spaces named by every form of the scope', async () => {
    const backend = fresh();
    const only = ['space_api'];
    for (const json of [
      { query: 'e', mode: 'current', siteSpaceId: 'sitesp_docs_api' },
      { query: 'e', mode: 'specific', siteSpaceIds: ['sitesp_docs_api'] },
      { query: 'e', scope: { mode: 'specific', siteSpaceIds: ['sitesp_docs_api'] } },
      { query: 'e', scope: { mode: 'current', currentSiteSpace: 'sitesp_docs_api' } },
    ])
      expect(ids(ok(await search(backend, json))), JSON.stringify(json)).toEqual(only);
    const everything = ids(ok(await search(backend, { query: 'e' })));
    expect(everything.length).toBeGreaterThan(1);
    for (const json of [
      { query: 'e', mode: 'all' },
      { query: 'e', scope: { mode: 'all' } },
      { query: 'e', scope: { mode: 'default', currentSiteSpace: 'sitesp_docs_api' } },
    ])
      expect(ids(ok(await search(backend, json))), JSON.stringify(json)).toEqual(everything);
  });

  it.each([
    [
      { mode: 'all', scope: { mode: 'all' } },
      '/mode cannot be given with /scope; use scope alone.',
    ],
    [{ mode: 'specific' }, '/siteSpaceIds is required when mode is "specific".'],
    [{ mode: 'current' }, '/siteSpaceId is required when mode is "current".'],
    [
      { siteSpaceIds: ['sitesp_docs_api'] },
      '/siteSpaceIds goes with mode "specific"; add "mode": "specific".',
    ],
    [
      { mode: 'all', siteSpaceId: 'sitesp_docs_api' },
      '/siteSpaceId goes only with mode "current".',
    ],
    [
      { mode: 'specific', siteSpaceIds: ['sitesp_docs_api', 'sitesp_nope'] },
      "/siteSpaceIds/1 'sitesp_nope' is not a site space of the site 'site_docs'.",
    ],
    [
      { scope: { mode: 'specific' } },
      '/scope/siteSpaceIds is required when scope.mode is "specific".',
    ],
  ])('refuses %j with the field named', async (extra, message) => {
    const response = await search(fresh(), { query: 'e', ...extra });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toBe(message);
  });
});

describe('other fields of the published client', () => {
  it("accepts a change request's agentTaskId", async () => {
    const created = ok(
      await send(fresh(), 'POST', '/v1/spaces/space_handbook/change-requests', {
        token: 'demo-editor',
        json: { subject: 'From a task', agentTaskId: 'task_123' },
      }),
      201,
    );
    expect(created['subject']).toBe('From a task');
  });

  it("takes a change request's changes with a limit above 1000, which the platform does not bound", async () => {
    const body = ok(
      await send(
        fresh(),
        'GET',
        '/v1/spaces/space_handbook/change-requests/12/changes?limit=5000',
        {
          token: admin,
        },
      ),
    );
    expect(body['more']).toBeUndefined();
  });

  it("accepts the structure's shareKey", async () => {
    const backend = fresh();
    const plain = ok(await send(backend, 'GET', `${docs}/structure`, { token: admin }));
    const keyed = ok(
      await send(backend, 'GET', `${docs}/structure?shareKey=anything`, { token: admin }),
    );
    expect(keyed).toEqual(plain);
    const tooLong = await send(backend, 'GET', `${docs}/structure?shareKey=${'k'.repeat(256)}`, {
      token: admin,
    });
    expect(tooLong.status).toBe(400);
  });
});
