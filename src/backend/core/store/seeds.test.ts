import { describe, expect, it } from 'vitest';
import { largeOrganizationId } from './seed-tree.ts';
import { createSeedState, demoUsers, largeExtraOrganizations, seedIds } from './seeds.ts';
import { isBackendState, seedNames } from './state.ts';

describe('seeds', () => {
  it.each(seedNames)('%s is deterministic and JSON-serializable', (seed) => {
    const first = createSeedState(seed);
    expect(JSON.stringify(first)).toBe(JSON.stringify(createSeedState(seed)));
    // Strictly: a property set to undefined would be lost by the copies `createSeedState` parses.
    expect(JSON.parse(JSON.stringify(first))).toStrictEqual(first);
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
    // The other people have no token: they are there to be listed and managed.
    expect(state.users.flatMap((u) => (u.token === undefined ? [] : [u.token]))).toEqual(
      demoUsers.map((u) => u.token),
    );
  });

  it('demo covers every role, a guest, and content for search and default content', () => {
    const state = createSeedState('demo');
    const roles = new Set(
      state.memberships.filter((m) => m.organizationId === 'org_acme').map((m) => m.role),
    );
    expect(roles).toEqual(new Set(['admin', 'create', 'review', 'edit', 'comment', 'read', null]));
    const acmeSpaces = state.spaces.filter((s) => s.organizationId === 'org_acme');
    expect(acmeSpaces.length).toBeGreaterThanOrEqual(20);
    // The five original spaces carry the searchable documentation; the others are smaller.
    const documented = ['handbook', 'api', 'onboarding', 'security', 'release_notes'];
    for (const space of acmeSpaces) {
      const minimum = documented.includes(space.id.slice('space_'.length)) ? 3 : 2;
      expect(space.pages.length).toBeGreaterThanOrEqual(minimum);
      for (const page of space.pages) expect(page.sections.length).toBeGreaterThan(0);
    }
    // The three the sites issue asked for: sections and groups, share-link, visitor-auth.
    expect(state.sites.filter((s) => s.organizationId === 'org_acme')).toHaveLength(3);
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
      state.integrations,
      state.installations,
      state.integrationEvents,
      state.importRuns,
      state.issuesClusters,
      state.conversations,
      state.translations,
      state.openAPISpecs,
    ]).toSatisfy((lists: unknown[][]) => lists.every((list) => list.length === 0));
    expect(state.organizations.every((o) => o.defaultContent === undefined)).toBe(true);
  });

  it('large adds organizations where demo-admin is admin', () => {
    const state = createSeedState('large');
    // The bulk organizations, the large one with 10,000 spaces (seed-tree.ts), and the
    // publisher of the integration catalog (seed-integrations.ts).
    expect(state.organizations).toHaveLength(3 + largeExtraOrganizations + 1 + 1);
    const adminOf = state.memberships.filter(
      (m) => m.userId === seedIds.users.admin && m.role === 'admin',
    );
    expect(adminOf).toHaveLength(2 + largeExtraOrganizations + 1);
  });

  it('large has 10,000 spaces in 300 collections in one organization, built fast', () => {
    const started = performance.now();
    const state = createSeedState('large');
    const elapsed = performance.now() - started;
    const spaces = state.spaces.filter((s) => s.organizationId === largeOrganizationId);
    const collections = state.collections.filter((c) => c.organizationId === largeOrganizationId);
    expect(spaces).toHaveLength(10_000);
    expect(collections).toHaveLength(300);
    expect(new Set(spaces.map((s) => s.id)).size).toBe(10_000);
    // Nested two levels, and in-collection only inside a collection.
    expect(collections.filter((c) => c.parentId !== undefined)).toHaveLength(200);
    expect(spaces.some((s) => s.parentId === undefined && s.visibility === 'in-collection')).toBe(
      false,
    );
    expect(elapsed).toBeLessThan(1000);
  });

  it('demo has a tree: nested collections, every visibility, locked spaces, deleted ones', () => {
    const state = createSeedState('demo');
    const acme = state.spaces.filter((s) => s.organizationId === 'org_acme');
    expect(new Set(acme.map((s) => s.visibility))).toEqual(
      new Set(['public', 'unlisted', 'share-link', 'visitor-auth', 'in-collection', 'private']),
    );
    expect(acme.filter((s) => s.editMode === 'locked').length).toBeGreaterThanOrEqual(2);
    // 20 spaces plus the handbook's French translation (seed-translations.ts).
    expect(acme.filter((s) => s.deletedAt === undefined)).toHaveLength(21);
    expect(acme.every((s) => s.emoji !== '')).toBe(true);
    const nested = state.collections.filter((c) => c.parentId !== undefined);
    expect(nested.length).toBeGreaterThanOrEqual(2);
    const statuses = new Set(acme.flatMap((s) => s.links.map((l) => l.status)));
    expect(statuses).toEqual(new Set(['ok', 'broken', 'in-app']));
  });

  it.each(seedNames)('%s is a new state on each call, untouched by changes to the last', (seed) => {
    const now = Date.parse('2027-01-01T00:00:00.000Z');
    const first = createSeedState(seed, { now });
    const pristine = JSON.stringify(first);
    first.spaces.splice(0);
    first.users[0]!.displayName = 'Changed';
    const second = createSeedState(seed, { now });
    expect(second).not.toBe(first);
    expect(JSON.stringify(second)).toBe(pristine);
  });

  it("dates the demo's deleted spaces from the moment it is built", () => {
    const now = Date.parse('2027-03-01T00:00:00.000Z');
    // Built at one moment and then at another: the second is not the first one's copy.
    createSeedState('demo', { now: now - 86_400_000 });
    const state = createSeedState('demo', { now });
    const wiki = state.spaces.find((s) => s.id === seedIds.spaces.oldWiki);
    expect(wiki?.deletedAt).toBe(new Date(now - 2 * 24 * 60 * 60 * 1000).toISOString());
    // So are the imports (one still running) and the conversations of the weekly pulse.
    const running = state.importRuns.find((run) => run.id === 'import_acme_brand');
    expect(running?.startedAt).toBe(new Date(now - 9_000).toISOString());
    const newest = state.conversations
      .map((conversation) => Date.parse(conversation.ingestedAt))
      .reduce((a, b) => Math.max(a, b));
    expect(now - newest).toBeLessThan(10 * 60_000);
  });
});
