import { describe, expect, it } from 'vitest';
import { createSeedState, demoUsers, largeExtraOrganizations, seedIds } from './seeds.ts';
import { isBackendState, seedNames } from './state.ts';

describe('seeds', () => {
  it.each(seedNames)('%s is deterministic and JSON-serializable', (seed) => {
    const first = createSeedState(seed);
    expect(JSON.stringify(first)).toBe(JSON.stringify(createSeedState(seed)));
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    expect(isBackendState(first)).toBe(true);
    expect(first.seed).toBe(seed);
  });

  it.each(seedNames)('%s has the demo tokens with their roles in Acme', (seed) => {
    const state = createSeedState(seed);
    const roleOf = (token: string) => {
      const user = state.users.find((u) => u.token === token);
      return state.memberships.find(
        (m) => m.userId === user?.id && m.organizationId === seedIds.organizations.acme,
      )?.role;
    };
    expect(roleOf('demo-admin')).toBe('admin');
    expect(roleOf('demo-editor')).toBe('edit');
    expect(roleOf('demo-reader')).toBe('read');
    expect(state.users.map((u) => u.token)).toEqual(demoUsers.map((u) => u.token));
  });

  it('demo covers every role, a guest, and content for search and default content', () => {
    const state = createSeedState('demo');
    const roles = new Set(
      state.memberships.filter((m) => m.organizationId === 'org_acme').map((m) => m.role),
    );
    expect(roles).toEqual(new Set(['admin', 'create', 'review', 'edit', 'comment', 'read', null]));
    const acmeSpaces = state.spaces.filter((s) => s.organizationId === 'org_acme');
    expect(acmeSpaces.length).toBeGreaterThanOrEqual(4);
    for (const space of acmeSpaces) {
      expect(space.pages.length).toBeGreaterThanOrEqual(3);
      for (const page of space.pages) expect(page.sections.length).toBeGreaterThan(0);
    }
    expect(state.sites.filter((s) => s.organizationId === 'org_acme')).toHaveLength(2);
    expect(state.linkInvites.length).toBeGreaterThanOrEqual(2);
    const ids = [
      ...state.spaces.flatMap((s) => [
        s.id,
        ...s.pages.flatMap((p) => [p.id, ...p.sections.map((x) => x.id)]),
      ]),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('empty has users, organizations and memberships but no content', () => {
    const state = createSeedState('empty');
    expect(state.organizations).toHaveLength(3);
    expect(state.memberships.length).toBeGreaterThan(0);
    expect([
      state.spaces,
      state.sites,
      state.collections,
      state.linkInvites,
      state.agentInstructions,
    ]).toEqual([[], [], [], [], []]);
    expect(state.organizations.every((o) => o.defaultContent === undefined)).toBe(true);
  });

  it('large adds organizations where demo-admin is admin', () => {
    const state = createSeedState('large');
    expect(state.organizations).toHaveLength(3 + largeExtraOrganizations);
    const adminOf = state.memberships.filter(
      (m) => m.userId === seedIds.users.admin && m.role === 'admin',
    );
    expect(adminOf).toHaveLength(2 + largeExtraOrganizations);
  });
});
