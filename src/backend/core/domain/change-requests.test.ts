import { describe, expect, it } from 'vitest';
import type { Backend } from '../../create-backend.ts';
import { createBackendForTests } from '../../node.ts';
import { createSeedState } from '../store/seeds.ts';
import { approveAsReviewer, asRecord, errorMessage, send } from '../../test-request.ts';
import { canMoveStatus, changeRequestCounters, filterChangeRequests } from './change-requests.ts';

const handbook = '/v1/spaces/space_handbook/change-requests';
const acmeRequests = '/v1/orgs/org_acme/change-requests';

interface Item {
  id: string;
  number: number;
  status: string;
  subject: string;
  outdated: boolean;
  revision: string;
  revisionInitial: string;
  revisionMerged?: string;
  revisionMergedAncestor?: string;
  createdBy: { id: string };
  permissions: { edit: boolean; merge: boolean };
  description: unknown;
}

function fresh(): Backend {
  return createBackendForTests({ seed: 'demo' });
}

async function get<T = Item>(backend: Backend, path: string, token = 'demo-admin'): Promise<T> {
  const response = await send(backend, 'GET', path, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as T;
}

async function list(backend: Backend, path: string, token = 'demo-admin'): Promise<Item[]> {
  return (await get<{ items: Item[] }>(backend, path, token)).items;
}

async function space(backend: Backend, id = 'space_handbook') {
  return get<{
    revision: string;
    changeRequests: number;
    changeRequestsOpen: number;
    changeRequestsDraft: number;
  }>(backend, `/v1/spaces/${id}`);
}

async function create(
  backend: Backend,
  body: object = { subject: 'New page' },
  token = 'demo-editor',
) {
  const response = await send(backend, 'POST', handbook, { token, json: body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Item;
}

describe('numbers and ids', () => {
  it('numbers new requests after the space’s last one, per space', async () => {
    const backend = fresh();
    const first = await create(backend);
    const second = await create(backend);
    expect([first.number, second.number]).toEqual([13, 14]);
    const other = await send(backend, 'POST', '/v1/spaces/space_onboarding/change-requests', {
      token: 'demo-editor',
      json: { subject: 'Elsewhere' },
    });
    expect(asRecord(other.body)['number']).toBe(2);
  });

  it('finds a request by id or by number, and only in its own space', async () => {
    const backend = fresh();
    const byNumber = await get(backend, `${handbook}/12`);
    const byId = await get(backend, `${handbook}/cr_handbook_12`);
    expect(byNumber).toEqual(byId);
    expect(byNumber.subject).toBe('Add the release checklist');
    const elsewhere = await send(
      backend,
      'GET',
      '/v1/spaces/space_api/change-requests/cr_handbook_12',
      {
        token: 'demo-admin',
      },
    );
    expect(elsewhere.status).toBe(404);
  });
});

describe('revisions', () => {
  it('starts a request from the space’s active revision with its own revision', async () => {
    const backend = fresh();
    const { revision } = await space(backend);
    const created = await create(backend);
    expect(created.revisionInitial).toBe(revision);
    expect(created.revision).not.toBe(revision);
    expect(created.outdated).toBe(false);
    expect(created.status).toBe('draft');
  });

  it('gives a request a new revision when its description changes, not its subject', async () => {
    const backend = fresh();
    const before = await get(backend, `${handbook}/10`);
    const renamed = await send(backend, 'PATCH', `${handbook}/10`, {
      token: 'demo-editor',
      json: { subject: 'Renamed' },
    });
    expect(asRecord(renamed.body)['revision']).toBe(before.revision);
    const described = await send(backend, 'PATCH', `${handbook}/10`, {
      token: 'demo-editor',
      json: { description: { object: 'document', data: { schemaVersion: 1 }, nodes: [] } },
    });
    expect(asRecord(described.body)['revision']).not.toBe(before.revision);
  });
});

describe('merge', () => {
  it('merges an open request: new space revision, merged, the others outdated', async () => {
    const backend = fresh();
    const before = await space(backend);
    const stillCurrent = await get(backend, `${handbook}/10`);
    expect(stillCurrent.outdated).toBe(false);
    await approveAsReviewer(backend, `${handbook}/12`);
    const response = await send(backend, 'POST', `${handbook}/12/merge`, {
      token: 'demo-reviewer',
    });
    expect(response.status).toBe(200);
    const result = asRecord(response.body);
    expect(result['result']).toBe('merge');
    const after = await space(backend);
    expect(after.revision).toBe(result['revision']);
    expect(after.revision).not.toBe(before.revision);
    const merged = await get(backend, `${handbook}/12`);
    expect(merged).toMatchObject({
      status: 'merged',
      revisionMerged: after.revision,
      outdated: false,
    });
    expect((await get(backend, `${handbook}/10`)).outdated).toBe(true);
    expect((await get(backend, `${handbook}/8`)).outdated).toBe(true);
    // Other spaces are untouched.
    expect((await get(backend, '/v1/spaces/space_api/change-requests/5')).outdated).toBe(false);
  });

  it('refuses a merged or archived request with the reason', async () => {
    const backend = fresh();
    for (const [number, status] of [
      [1, 'merged'],
      [4, 'archived'],
    ] as const) {
      const response = await send(backend, 'POST', `${handbook}/${number}/merge`, {
        token: 'demo-admin',
      });
      expect(response.status).toBe(400);
      expect(errorMessage(response.body)).toContain(`is ${status}; only a draft or open request`);
    }
  });

  it('merges a draft too', async () => {
    const backend = fresh();
    await approveAsReviewer(backend, `${handbook}/8`);
    const response = await send(backend, 'POST', `${handbook}/8/merge`, { token: 'demo-admin' });
    expect(response.status).toBe(200);
  });

  it('lets only reviewers and up merge, and nobody in a locked space', async () => {
    const backend = fresh();
    for (const token of ['demo-editor', 'demo-reader', 'demo-commenter', 'demo-guest']) {
      const response = await send(backend, 'POST', `${handbook}/12/merge`, { token });
      expect(response.status, token).toBe(403);
    }
    expect((await get(backend, `${handbook}/12`, 'demo-editor')).permissions).toMatchObject({
      edit: true,
      merge: false,
    });
    expect((await get(backend, `${handbook}/12`, 'demo-reviewer')).permissions.merge).toBe(true);
    await send(backend, 'PATCH', '/v1/spaces/space_handbook', {
      token: 'demo-admin',
      json: { editMode: 'locked' },
    });
    const locked = await send(backend, 'POST', `${handbook}/12/merge`, { token: 'demo-admin' });
    expect(locked.status).toBe(403);
    expect(errorMessage(locked.body)).toMatch(/locked/);
  });
});

describe('update from main', () => {
  it('brings an outdated request up to date with the space revision', async () => {
    const backend = fresh();
    const before = await get(backend, `${handbook}/9`);
    expect(before.outdated).toBe(true);
    const response = await send(backend, 'POST', `${handbook}/9/update`, { token: 'demo-editor' });
    expect(response.status).toBe(200);
    const result = asRecord(response.body);
    expect(result['result']).toBe('update');
    const after = await get(backend, `${handbook}/9`);
    expect(after.revision).toBe(result['revision']);
    expect(after.revision).not.toBe(before.revision);
    expect(after).toMatchObject({
      outdated: false,
      revisionMergedAncestor: (await space(backend)).revision,
    });
  });

  it('refuses merged and archived requests, and readers', async () => {
    const backend = fresh();
    expect(
      (await send(backend, 'POST', `${handbook}/1/update`, { token: 'demo-admin' })).status,
    ).toBe(400);
    expect(
      (await send(backend, 'POST', `${handbook}/4/update`, { token: 'demo-admin' })).status,
    ).toBe(400);
    expect(
      (await send(backend, 'POST', `${handbook}/9/update`, { token: 'demo-reader' })).status,
    ).toBe(403);
  });
});

describe('status moves and subject', () => {
  it('allows exactly draft↔open, draft/open→archived and archived→open', () => {
    const statuses = ['draft', 'open', 'archived', 'merged'] as const;
    const allowed = statuses.flatMap((from) =>
      statuses.filter((to) => canMoveStatus(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(
      ['archived>open', 'draft>archived', 'draft>open', 'open>archived', 'open>draft'].sort(),
    );
  });

  it('answers 400 for a move the rules refuse, and changes nothing', async () => {
    const backend = fresh();
    for (const [number, status] of [
      [4, 'draft'],
      [1, 'open'],
      [12, 'merged'],
    ] as const) {
      const response = await send(backend, 'PATCH', `${handbook}/${number}`, {
        token: 'demo-admin',
        json: { status, subject: 'Should not stick' },
      });
      expect(response.status, `${number} → ${status}`).toBe(400);
      expect(errorMessage(response.body)).toMatch(/^\/status cannot move/);
      expect((await get(backend, `${handbook}/${number}`)).subject).not.toBe('Should not stick');
    }
    const archived = await send(backend, 'PATCH', `${handbook}/4`, {
      token: 'demo-admin',
      json: { status: 'open' },
    });
    expect(asRecord(archived.body)['status']).toBe('open');
  });

  it('refuses a subject over 100 characters, with the field named', async () => {
    const backend = fresh();
    const response = await send(backend, 'PATCH', `${handbook}/12`, {
      token: 'demo-admin',
      json: { subject: 'x'.repeat(101) },
    });
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toMatch(/subject/);
    const created = await send(backend, 'POST', handbook, {
      token: 'demo-admin',
      json: { subject: 'y'.repeat(101) },
    });
    expect(created.status).toBe(400);
    expect(await create(backend, { subject: 'z'.repeat(100) })).toMatchObject({ number: 13 });
  });
});

describe('space counters', () => {
  it('follow create, status moves and merge', async () => {
    const backend = fresh();
    const counters = async () => {
      const { changeRequests, changeRequestsOpen, changeRequestsDraft } = await space(backend);
      return [changeRequests, changeRequestsOpen, changeRequestsDraft];
    };
    expect(await counters()).toEqual([12, 3, 2]);
    const created = await create(backend);
    expect(await counters()).toEqual([13, 3, 3]);
    await send(backend, 'PATCH', `${handbook}/${created.number}`, {
      token: 'demo-editor',
      json: { status: 'open' },
    });
    expect(await counters()).toEqual([13, 4, 2]);
    await send(backend, 'PATCH', `${handbook}/${created.number}`, {
      token: 'demo-editor',
      json: { status: 'archived' },
    });
    expect(await counters()).toEqual([13, 3, 2]);
    await approveAsReviewer(backend, `${handbook}/12`);
    await send(backend, 'POST', `${handbook}/12/merge`, { token: 'demo-admin' });
    expect(await counters()).toEqual([13, 2, 2]);
  });

  it('match the records in every seeded space', () => {
    for (const seed of ['demo', 'large'] as const) {
      const state = createSeedState(seed);
      for (const record of state.spaces) {
        const { changeRequests, changeRequestsOpen, changeRequestsDraft } = record;
        expect({ changeRequests, changeRequestsOpen, changeRequestsDraft }).toEqual(
          changeRequestCounters(state.changeRequests, record.id),
        );
      }
    }
  });
});

describe('lists and filters', () => {
  it('lists open requests by default, most recently updated first', async () => {
    const backend = fresh();
    const items = await list(backend, handbook);
    expect(items.map((item) => item.number)).toEqual([12, 10, 9]);
    expect(items.every((item) => item.status === 'open')).toBe(true);
    expect((await list(backend, `${handbook}?status=merged`)).length).toBe(5);
  });

  it('filters by creator, contributor, requested reviewer and cluster on the seeded users', async () => {
    const backend = fresh();
    const numbers = async (query: string) =>
      (await list(backend, `${acmeRequests}?${query}`)).map(
        (item) => `${item.number}:${item.subject}`,
      );
    const byCarl = await list(backend, `${acmeRequests}?creator=user_carl`);
    expect(byCarl.length).toBeGreaterThan(0);
    expect(byCarl.every((item) => item.createdBy.id === 'user_carl')).toBe(true);
    // Carl contributed to Ada's release checklist without creating it.
    expect(await numbers('contributor=user_carl')).toContain('12:Add the release checklist');
    expect(await numbers('creator=user_carl')).not.toContain('12:Add the release checklist');
    // Requests still waiting for Rhea: she already reviewed the others she was asked for.
    const forRhea = await list(backend, `${acmeRequests}?requestedReviewer=user_rhea`);
    expect(forRhea.map((item) => item.subject).sort()).toEqual(
      ['Add the release checklist', 'Authentication: rotate tokens every 90 days'].sort(),
    );
    expect(await numbers('conversationsIssuesCluster=cluster_token_expiry')).toEqual([
      '4:Authentication: rotate tokens every 90 days',
    ]);
    expect(await numbers('creator=user_nobody')).toEqual([]);
  });

  it('lists the organization’s requests across spaces, not other organizations’ ones', async () => {
    const backend = fresh();
    const items = await list(backend, `${acmeRequests}?limit=1000`);
    const spaces = new Set(items.map((item) => asRecord(item)['space']));
    expect([...spaces].sort()).toEqual([
      'space_api',
      'space_architecture',
      'space_handbook',
      'space_onboarding',
    ]);
    const globex = await list(backend, '/v1/orgs/org_globex/change-requests');
    expect(globex.map((item) => item.subject)).toEqual(['Contributing: explain the review bot']);
  });

  it('has every status in the seed, some outdated, some with comments', () => {
    const state = createSeedState('demo');
    const statuses = new Set(state.changeRequests.map((record) => record.status));
    expect([...statuses].sort()).toEqual(['archived', 'draft', 'merged', 'open']);
    expect(state.changeRequests.some((record) => record.outdated)).toBe(true);
    expect(state.changeRequests.some((record) => record.comments > 0)).toBe(true);
    expect(filterChangeRequests(state.changeRequests, {}).every((r) => r.status === 'open')).toBe(
      true,
    );
  });

  it('pages with next until the last page', async () => {
    const backend = fresh();
    const first = await get<{ count: number; items: Item[]; next?: { page: string } }>(
      backend,
      `${acmeRequests}?status=merged&limit=4`,
    );
    expect(first.items).toHaveLength(4);
    expect(first.count).toBe(9);
    const second = await get<{ items: Item[]; next?: { page: string } }>(
      backend,
      `${acmeRequests}?status=merged&limit=4&page=${first.next?.page ?? ''}`,
    );
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]?.id);
  });
});

describe('seeded descriptions', () => {
  const nodeTypes = (value: unknown, found = new Set<string>()): Set<string> => {
    if (Array.isArray(value)) for (const item of value) nodeTypes(item, found);
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record['type'] === 'string')
        found.add(`${String(record['object'])}:${record['type']}`);
      for (const child of Object.values(record)) nodeTypes(child, found);
    }
    return found;
  };

  it("use the common node types of the Document model, and only the platform's marks", () => {
    const state = createSeedState('demo');
    const found = nodeTypes(state.changeRequests.map((record) => record.description));
    for (const type of [
      'paragraph',
      'heading-1',
      'heading-2',
      'heading-3',
      'list-unordered',
      'list-ordered',
      'list-tasks',
      'list-item',
      'blockquote',
      'code',
      'code-line',
      'hint',
      'divider',
      'table',
      'images',
      'embed',
    ])
      expect(found, type).toContain(`block:${type}`);
    for (const type of ['link', 'mention']) expect(found).toContain(`inline:${type}`);
    for (const type of [
      'bold',
      'italic',
      'code',
      'strikethrough',
      'keyboard',
      'superscript',
      'subscript',
      'color',
    ])
      expect(found, type).toContain(`mark:${type}`);
    // The platform has no highlight mark and no table rows (platform-values §4).
    expect(found).not.toContain('mark:highlight');
    expect(found).not.toContain('block:table-row');
  });

  it('keeps a saved description byte for byte, unknown nodes included', async () => {
    const backend = fresh();
    const original = await get(backend, '/v1/spaces/space_api/change-requests/5');
    const response = await send(backend, 'PATCH', '/v1/spaces/space_api/change-requests/5', {
      token: 'demo-editor',
      json: { description: original.description },
    });
    expect(asRecord(response.body)['description']).toEqual(original.description);
  });
});

describe('roles', () => {
  it('lets readers, commenters and guests read but not create or edit', async () => {
    const backend = fresh();
    for (const token of ['demo-reader', 'demo-commenter', 'demo-guest']) {
      expect((await send(backend, 'GET', `${handbook}/12`, { token })).status).toBe(200);
      expect(
        (await send(backend, 'POST', handbook, { token, json: { subject: 'x' } })).status,
      ).toBe(403);
      const patch = await send(backend, 'PATCH', `${handbook}/12`, {
        token,
        json: { subject: 'x' },
      });
      expect(patch.status).toBe(403);
      expect((await get(backend, `${handbook}/12`, token)).permissions).toMatchObject({
        edit: false,
        merge: false,
      });
    }
    expect((await send(backend, 'GET', handbook, { token: 'demo-umbrella' })).status).toBe(403);
  });

  it('exports a PDF link of the whole request or one page', async () => {
    const backend = fresh();
    const whole = await get<{ url: string }>(backend, `${handbook}/12/pdf`, 'demo-reader');
    expect(whole.url).toMatch(/^https:\/\/app\.folio\.example\/.*\/changes\/12\/pdf\?revision=/);
    const one = await get<{ url: string }>(
      backend,
      `${handbook}/12/pdf?only=true&page=page_handbook_deployments`,
    );
    expect(new URL(one.url).searchParams.get('page')).toBe('page_handbook_deployments');
    expect(new URL(one.url).searchParams.get('only')).toBe('true');
  });
});

describe('locked spaces', () => {
  it('take no change request edits', async () => {
    const backend = fresh();
    await send(backend, 'PATCH', '/v1/spaces/space_handbook', {
      token: 'demo-admin',
      json: { editMode: 'locked' },
    });
    const created = await send(backend, 'POST', handbook, {
      token: 'demo-admin',
      json: { subject: 'x' },
    });
    expect(created.status).toBe(403);
    expect(errorMessage(created.body)).toMatch(/locked/);
    expect((await get(backend, `${handbook}/12`)).permissions).toMatchObject({
      edit: false,
      merge: false,
    });
  });
});
