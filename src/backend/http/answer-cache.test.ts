import { describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../create-backend.ts';
import { send } from '../test-request.ts';

function reusing(): Backend {
  return createBackend({ seed: 'demo', realNow: () => Date.UTC(2025, 0, 15), reuseAnswers: true });
}

const org = '/v1/orgs/org_acme';
const spaces = '/v1/orgs/org_acme/spaces';

type Body = Record<string, unknown>;
const body = (response: { body: unknown }) => response.body as Body;
const acme = (backend: Backend) => {
  const found = backend.store.state.organizations.find(({ id }) => id === 'org_acme');
  if (!found) throw new Error('org_acme is seeded');
  return found;
};

describe('answers kept until the state changes', () => {
  it('sends a kept answer again until a change, then the new one', async () => {
    const backend = reusing();
    const first = await send(backend, 'GET', org, { token: 'demo-admin' });
    // Edited behind the rules' back: only a kept answer still shows the old title.
    acme(backend).title = 'Edited in place';
    const again = await send(backend, 'GET', org, { token: 'demo-admin' });
    expect(body(again)['title']).toBe(body(first)['title']);

    const patched = await send(backend, 'PATCH', org, {
      token: 'demo-admin',
      json: { title: 'Acme Handbook' },
    });
    expect(patched.status).toBe(200);
    const after = await send(backend, 'GET', org, { token: 'demo-admin' });
    expect(body(after)['title']).toBe('Acme Handbook');

    const listed = async () =>
      (body(await send(backend, 'GET', spaces, { token: 'demo-admin' }))['items'] as Body[])[0];
    const space = await listed();
    const renamed = await send(backend, 'PATCH', `/v1/spaces/${String(space?.['id'])}`, {
      token: 'demo-admin',
      json: { title: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    expect((await listed())?.['title']).toBe('Renamed');
  });

  it('never hands one caller the answer kept for another', async () => {
    const backend = reusing();
    for (let round = 0; round < 2; round += 1) {
      const admin = await send(backend, 'GET', org, { token: 'demo-admin' });
      const reader = await send(backend, 'GET', org, { token: 'demo-reader' });
      expect(body(admin)['permissions']).toMatchObject({ admin: true });
      expect(body(reader)['permissions']).toMatchObject({ admin: false });

      const adminSpaces = await send(backend, 'GET', spaces, { token: 'demo-admin' });
      const readerSpaces = await send(backend, 'GET', spaces, { token: 'demo-reader' });
      const firstPermissions = (response: { body: unknown }) =>
        ((body(response)['items'] as Body[])[0] as Body)['permissions'];
      expect(firstPermissions(adminSpaces)).not.toEqual(firstPermissions(readerSpaces));
    }
  });

  it('still authenticates, authorizes and validates every request', async () => {
    const backend = reusing();
    expect((await send(backend, 'GET', org, { token: 'demo-admin' })).status).toBe(200);
    expect((await send(backend, 'GET', org)).status).toBe(401);
    expect((await send(backend, 'GET', org, { token: 'nobody' })).status).toBe(401);
    expect((await send(backend, 'GET', org, { token: 'demo-umbrella' })).status).toBe(403);
    expect((await send(backend, 'GET', spaces, { token: 'demo-admin' })).status).toBe(200);
    expect((await send(backend, 'GET', `${spaces}?limit=-1`, { token: 'demo-admin' })).status).toBe(
      400,
    );
  });

  it('keeps the pages of a list apart and leaves clock-driven answers alone', async () => {
    const backend = reusing();
    const ids = async (path: string) =>
      (body(await send(backend, 'GET', path, { token: 'demo-admin' }))['items'] as Body[]).map(
        (item) => item['id'],
      );
    const whole = await ids(spaces);
    expect(await ids(`${spaces}?limit=1`)).toEqual(whole.slice(0, 1));
    expect(await ids(spaces)).toEqual(whole);

    const deleted = await ids(`${spaces}?deleted=true`);
    const space = backend.store.state.spaces.find(({ id }) => id === whole[0]);
    if (!space) throw new Error('listed spaces exist');
    space.deletedAt = '2025-01-14T00:00:00.000Z';
    // Not kept (its answer moves with the clock): the edit shows at once.
    expect(deleted).not.toContain(space.id);
    expect(await ids(`${spaces}?deleted=true`)).toContain(space.id);
  });

  it('still settles time-driven records as the clock moves, into kept answers too', async () => {
    const backend = reusing();
    const titles = async () =>
      (
        body(await send(backend, 'GET', `${spaces}?limit=100`, { token: 'demo-admin' }))[
          'items'
        ] as Body[]
      ).map((item) => item['title']);
    const before = await titles();
    expect(before).not.toContain('Engineering Handbook (ES)');
    const created = await send(backend, 'POST', '/v1/orgs/org_acme/translations', {
      token: 'demo-admin',
      json: { language: 'es', source: { space: 'space_handbook' } },
    });
    expect(created.status).toBe(201);
    // The clock stands still (a fixed real time): the run stays pending however often it is
    // asked, and the list kept after the change is the same list.
    expect(await titles()).toEqual(before);
    expect(await titles()).toEqual(before);
    // Once the run is over by the clock, the next request settles it: its space is listed.
    backend.clock.advance(60_000);
    expect(await titles()).toContain('Engineering Handbook (ES)');
  });

  it('keeps nothing unless asked to', async () => {
    const backend = createBackend({ seed: 'demo', realNow: () => Date.UTC(2025, 0, 15) });
    await send(backend, 'GET', org, { token: 'demo-admin' });
    acme(backend).title = 'Edited in place';
    expect(body(await send(backend, 'GET', org, { token: 'demo-admin' }))['title']).toBe(
      'Edited in place',
    );
  });
});
