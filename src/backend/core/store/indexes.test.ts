import { describe, expect, it } from 'vitest';
import { organizationSpaces } from '../domain/spaces.ts';
import { createTestBackend } from '../../node.ts';
import { beginChange, endChange, readingWith, stateRevision } from './indexes.ts';
import { createSeedState } from './seeds.ts';

describe('ordered indexes', () => {
  it('are kept between reads of an unchanged state and rebuilt after a change', () => {
    const state = createSeedState('demo');
    const first = readingWith(state, () => organizationSpaces(state, 'org_acme'));
    expect(readingWith(state, () => organizationSpaces(state, 'org_acme'))).toBe(first);

    const revision = stateRevision(state);
    beginChange(state);
    const space = state.spaces.find((record) => record.id === first[0]?.id);
    if (space) space.deletedAt = new Date(0).toISOString();
    // Within a change nothing is kept: the rule sees what it just did.
    expect(readingWith(state, () => organizationSpaces(state, 'org_acme'))).toHaveLength(
      first.length - 1,
    );
    endChange(state);
    expect(stateRevision(state)).toBeGreaterThan(revision);
    const after = readingWith(state, () => organizationSpaces(state, 'org_acme'));
    expect(after).not.toBe(first);
    expect(after).toHaveLength(first.length - 1);
  });

  it('are not used outside a read, so direct edits are always seen', () => {
    const state = createSeedState('demo');
    const before = organizationSpaces(state, 'org_acme');
    expect(organizationSpaces(state, 'org_acme')).not.toBe(before);
    state.spaces = state.spaces.filter((space) => space.id !== before[0]?.id);
    expect(organizationSpaces(state, 'org_acme')).toHaveLength(before.length - 1);
  });

  it('follow every change made through the API, and spaces added by settling', async () => {
    const test = createTestBackend();
    try {
      const list = async () =>
        (
          (await (
            await test.request('/v1/orgs/org_acme/spaces?limit=1000', { token: 'demo-admin' })
          ).json()) as { items: { id: string; title: string }[] }
        ).items;
      const before = await list();
      const created = await test.request('/v1/orgs/org_acme/spaces', {
        method: 'POST',
        token: 'demo-admin',
        json: { title: 'Indexed' },
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect((await list()).map((space) => space.id)).toEqual([
        ...before.map((space) => space.id),
        id,
      ]);
      await test.request(`/v1/spaces/${id}`, {
        method: 'PATCH',
        token: 'demo-admin',
        json: { title: 'Renamed' },
      });
      expect((await list()).find((space) => space.id === id)?.title).toBe('Renamed');
      // A direct push (as settling a translation does) is seen without any change being marked.
      const template = test.store.state.spaces.find((space) => space.id === id);
      if (template) test.store.state.spaces.push({ ...template, id: 'space_pushed', index: 99 });
      expect((await list()).map((space) => space.id)).toContain('space_pushed');
    } finally {
      test.close();
    }
  });
});
