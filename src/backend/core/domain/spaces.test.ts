import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import type { BackendState, OrganizationRecord, SpaceRecord } from '../store/state.ts';
import { collectionContents, deleteCollection, organizationCollections } from './collections.ts';
import { findActiveSpace, findSpace, spacePermissions } from './content-access.ts';
import { spaceLinks } from './content-links.ts';
import { retentionMs } from './content-tree.ts';
import {
  childrenOf,
  demoState,
  seedNow,
  treeIds,
  treeProblems,
  userWithToken,
} from './content-test-helpers.ts';
import {
  createSpace,
  deleteSpace,
  duplicateSpace,
  organizationSpaces,
  recentlyDeletedSpaces,
  restoreSpace,
  spaceResponse,
  updateSpace,
} from './spaces.ts';

const later = (ms: number) => new Date(seedNow.getTime() + ms);
const day = 24 * 60 * 60 * 1000;

function spaceOf(state: BackendState, id: string): SpaceRecord {
  const record = state.spaces.find((s) => s.id === id);
  if (!record) throw new Error(`no ${id}`);
  return record;
}

function acmeOf(state: BackendState): OrganizationRecord {
  const acme = state.organizations.find((o) => o.id === 'org_acme');
  if (!acme) throw new Error('seed');
  return acme;
}

function statusOf(work: () => unknown): number | 'ok' {
  try {
    work();
    return 'ok';
  } catch (thrown) {
    if (thrown instanceof ApiError) return thrown.status;
    throw thrown;
  }
}

describe('createSpace', () => {
  it('creates last in its parent with the defaults', () => {
    const state = demoState();
    const space = createSpace(
      state,
      acmeOf(state),
      userWithToken(state, 'demo-creator'),
      { title: 'Design System', emoji: '🧩', parent: 'collection_engineering' },
      seedNow,
    );
    expect(space).toMatchObject({
      organizationId: 'org_acme',
      parentId: 'collection_engineering',
      index: 6,
      visibility: 'private',
      editMode: 'live',
      language: 'en',
      mergeRules: { type: 'inherit' },
      defaultLevel: 'read',
      createdAt: seedNow.toISOString(),
    });
    expect(space.id).toMatch(/^space_[0-9a-f]{16}$/);
    expect(childrenOf(state, 'org_acme', 'collection_engineering').at(-1)).toBe(
      `space:${space.id}`,
    );
  });

  it('accepts visibility as an extra property; in-collection needs a parent (400)', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    const shared = createSpace(
      state,
      acmeOf(state),
      admin,
      { title: 'Shared', visibility: 'share-link' },
      seedNow,
    );
    expect(shared.shareKey).toMatch(/^sk_/);
    expect(
      statusOf(() =>
        createSpace(
          state,
          acmeOf(state),
          admin,
          { title: 'X', visibility: 'in-collection' },
          seedNow,
        ),
      ),
    ).toBe(400);
    expect(
      createSpace(
        state,
        acmeOf(state),
        admin,
        { title: 'Y', visibility: 'in-collection', parent: 'collection_company' },
        seedNow,
      ).visibility,
    ).toBe('in-collection');
  });

  it('answers 404 for an unknown parent and 403 for roles that cannot create', () => {
    const state = demoState();
    expect(
      statusOf(() =>
        createSpace(
          state,
          acmeOf(state),
          userWithToken(state, 'demo-admin'),
          { title: 'X', parent: 'collection_community' },
          seedNow,
        ),
      ),
    ).toBe(404);
    for (const token of [
      'demo-reader',
      'demo-commenter',
      'demo-editor',
      'demo-reviewer',
      'demo-guest',
    ])
      expect(
        statusOf(() =>
          createSpace(state, acmeOf(state), userWithToken(state, token), { title: 'X' }, seedNow),
        ),
      ).toBe(403);
  });
});

describe('updateSpace', () => {
  it('applies every field and stamps updatedAt', () => {
    const state = demoState();
    const space = spaceOf(state, 'space_handbook');
    updateSpace(
      state,
      space,
      userWithToken(state, 'demo-admin'),
      {
        title: 'Handbook',
        emoji: '📗',
        editMode: 'locked',
        defaultLevel: 'comment',
        language: 'fr',
        mergeRules: { type: 'rules', rules: [{ rule: 'require_at_least_one_review' }] },
      },
      later(1000),
    );
    expect(space).toMatchObject({
      title: 'Handbook',
      emoji: '📗',
      editMode: 'locked',
      defaultLevel: 'comment',
      language: 'fr',
      mergeRules: { type: 'rules' },
      updatedAt: later(1000).toISOString(),
    });
  });

  it('refuses rules without type rules and type rules without rules (400), changing nothing', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    const space = spaceOf(state, 'space_handbook');
    expect(
      statusOf(() =>
        updateSpace(state, space, admin, { title: 'New', mergeRules: { type: 'rules' } }, seedNow),
      ),
    ).toBe(400);
    expect(
      statusOf(() =>
        updateSpace(
          state,
          space,
          admin,
          { mergeRules: { type: 'none', rules: [{ rule: 'require_at_least_one_review' }] } },
          seedNow,
        ),
      ),
    ).toBe(400);
    expect(space.title).toBe('Engineering Handbook');
  });
});

describe('delete, restore and the 7 days', () => {
  it('marks the space deleted, leaves lists and counts, closes the gap', () => {
    const state = demoState();
    const before = organizationSpaces(state, 'org_acme').length;
    deleteSpace(state, 'space_api', userWithToken(state, 'demo-admin'), seedNow);
    const api = spaceOf(state, 'space_api');
    expect(api.deletedAt).toBe(seedNow.toISOString());
    expect(organizationSpaces(state, 'org_acme')).toHaveLength(before - 1);
    expect(childrenOf(state, 'org_acme', 'collection_engineering')).toEqual([
      'space:space_handbook',
      'space:space_handbook_fr',
      'collection:collection_platform',
      'collection:collection_mobile',
      'space:space_security',
    ]);
    expect(treeProblems(state)).toEqual([]);
    expect(recentlyDeletedSpaces(state, 'org_acme', seedNow).map((s) => s.id)).toEqual([
      'space_api',
      'space_old_wiki',
      'space_legacy_api',
    ]);
  });

  it('does nothing for an absent or already deleted space, but checks the role', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    const wiki = spaceOf(state, 'space_old_wiki');
    const deletedAt = wiki.deletedAt;
    deleteSpace(state, 'space_missing', admin, seedNow);
    deleteSpace(state, 'space_old_wiki', admin, later(1000));
    expect(wiki.deletedAt).toBe(deletedAt);
    expect(
      statusOf(() => deleteSpace(state, 'space_api', userWithToken(state, 'demo-reader'), seedNow)),
    ).toBe(403);
  });

  it('restores it where it was', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    deleteSpace(state, 'space_api', admin, seedNow);
    restoreSpace(state, spaceOf(state, 'space_api'), admin, later(day));
    expect(spaceOf(state, 'space_api').deletedAt).toBeUndefined();
    expect(childrenOf(state, 'org_acme', 'collection_engineering')[2]).toBe('space:space_api');
    expect(treeProblems(state)).toEqual([]);
  });

  it('is gone 7 days after deletion: 404 for get and restore, out of the deleted list', () => {
    const state = demoState();
    deleteSpace(state, 'space_api', userWithToken(state, 'demo-admin'), seedNow);
    expect(findSpace(state, 'space_api', later(retentionMs - 1)).id).toBe('space_api');
    expect(statusOf(() => findSpace(state, 'space_api', later(retentionMs)))).toBe(404);
    expect(recentlyDeletedSpaces(state, 'org_acme', later(retentionMs)).map((s) => s.id)).toEqual(
      [],
    );
    // The seed's "deleted 9 days ago" space is already gone.
    expect(statusOf(() => findSpace(state, 'space_ancient_notes', seedNow))).toBe(404);
  });

  it('answers 404 for changes to a deleted space, and restore of an active one changes nothing', () => {
    const state = demoState();
    expect(statusOf(() => findActiveSpace(state, 'space_old_wiki', seedNow))).toBe(404);
    const handbook = spaceOf(state, 'space_handbook');
    const copy = structuredClone(handbook);
    restoreSpace(state, handbook, userWithToken(state, 'demo-admin'), later(5));
    expect(handbook).toEqual(copy);
  });

  it('restores at the root, private, when its collection is gone', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    const engineering = state.collections.find((c) => c.id === 'collection_engineering');
    if (!engineering) throw new Error('seed');
    expect(collectionContents(state, engineering)).toEqual({ collections: 2, spaces: 9 });
    deleteCollection(state, 'collection_engineering', admin, seedNow);
    expect(state.collections.map((c) => c.id)).not.toContain('collection_platform');
    expect(treeIds(state, 'org_acme')[0]).toBe('collection_customers');
    const architecture = spaceOf(state, 'space_architecture');
    expect(architecture.deletedAt).toBe(seedNow.toISOString());
    restoreSpace(state, architecture, admin, later(1));
    expect(architecture.parentId).toBeUndefined();
    expect(architecture.visibility).toBe('private');
    expect(childrenOf(state, 'org_acme', undefined).at(-1)).toBe('space:space_architecture');
    expect(treeProblems(state)).toEqual([]);
  });

  it('deleting a collection takes nested collections; deleting an absent one does nothing', () => {
    const state = demoState();
    const admin = userWithToken(state, 'demo-admin');
    const before = organizationCollections(state, 'org_acme', true).length;
    deleteCollection(state, 'collection_missing', admin, seedNow);
    deleteCollection(state, 'collection_customers', admin, seedNow);
    expect(organizationCollections(state, 'org_acme', true)).toHaveLength(before - 2);
    expect(organizationCollections(state, 'org_acme', false).map((c) => c.id)).toEqual([
      'collection_engineering',
      'collection_company',
    ]);
    expect(
      statusOf(() =>
        deleteCollection(state, 'collection_company', userWithToken(state, 'demo-editor'), seedNow),
      ),
    ).toBe(403);
  });
});

describe('duplicateSpace', () => {
  it('creates "<title> (copy)" right after the original with the same content', () => {
    const state = demoState();
    const handbook = spaceOf(state, 'space_handbook');
    const copy = duplicateSpace(state, handbook, userWithToken(state, 'demo-admin'), later(1));
    expect(copy.title).toBe('Engineering Handbook (copy)');
    expect(childrenOf(state, 'org_acme', 'collection_engineering').slice(0, 3)).toEqual([
      'space:space_handbook',
      `space:${copy.id}`,
      'space:space_handbook_fr',
    ]);
    expect(copy.pages.map((p) => p.title)).toEqual(handbook.pages.map((p) => p.title));
    expect(copy.pages.map((p) => p.sections.map((s) => s.body))).toEqual(
      handbook.pages.map((p) => p.sections.map((s) => s.body)),
    );
    const originalIds = new Set(handbook.pages.map((p) => p.id));
    expect(copy.pages.some((p) => originalIds.has(p.id))).toBe(false);
    expect(copy).toMatchObject({ comments: 0, changeRequests: 0, visibility: 'private' });
    expect(copy.publishedUrl).toBeUndefined();
    // Links to its own pages now point into the copy.
    expect(copy.links[0]?.locations[0]).toMatchObject({ kind: 'page', space: copy.id });
    expect(treeProblems(state)).toEqual([]);
  });

  it('cuts a long title so the copy still fits the platform’s 50 characters', () => {
    const state = demoState();
    const handbook = spaceOf(state, 'space_handbook');
    handbook.title = 'a'.repeat(50);
    const copy = duplicateSpace(state, handbook, userWithToken(state, 'demo-admin'), seedNow);
    expect(copy.title).toHaveLength(50);
    expect(copy.title.endsWith(' (copy)')).toBe(true);
  });
});

describe('permissions', () => {
  it('follow the role and the edit mode', () => {
    const state = demoState();
    const handbook = spaceOf(state, 'space_handbook');
    const runbooks = spaceOf(state, 'space_runbooks');
    expect(spacePermissions(handbook, { membership: 'admin' })).toEqual({
      view: true,
      access: true,
      admin: true,
      viewInviteLinks: true,
      edit: true,
      triggerGitSync: true,
      comment: true,
      merge: true,
      review: true,
      installIntegration: true,
    });
    expect(spacePermissions(handbook, { membership: 'read' })).toMatchObject({
      view: true,
      admin: false,
      edit: false,
      comment: false,
    });
    expect(spacePermissions(handbook, { membership: 'comment' })).toMatchObject({
      admin: false,
      edit: false,
      comment: true,
    });
    expect(spacePermissions(handbook, { membership: 'edit' })).toMatchObject({
      admin: false,
      edit: true,
      merge: false,
    });
    expect(spacePermissions(handbook, { membership: 'create' })).toMatchObject({
      admin: true,
      viewInviteLinks: false,
      merge: true,
    });
    expect(spacePermissions(runbooks, { membership: 'admin' })).toMatchObject({
      admin: true,
      edit: false,
      merge: false,
    });
    expect(spacePermissions(handbook, { membership: undefined, shareKey: true })).toMatchObject({
      view: true,
      access: true,
      admin: false,
      comment: false,
    });
  });

  it('show the share key in urls.public to admins only', () => {
    const state = demoState();
    const quickstart = spaceOf(state, 'space_quickstart');
    const asAdmin = spaceResponse(quickstart, acmeOf(state), { membership: 'admin' }, 'http://x');
    const asReader = spaceResponse(quickstart, acmeOf(state), { membership: 'read' }, 'http://x');
    expect(asAdmin.urls.public).toBe(
      'https://docs.acme.test/s/space_quickstart?shareKey=sk_quickstart_7f3a9c',
    );
    expect(asReader.urls.public).toBe('https://docs.acme.test/s/space_quickstart');
  });
});

describe('spaceLinks', () => {
  it('filters items by status while stats count every link', () => {
    const state = demoState();
    const handbook = spaceOf(state, 'space_handbook');
    const context = { state, membership: 'read' as const, origin: 'https://api.test' };
    const all = spaceLinks(context, handbook, undefined);
    expect(all.stats).toEqual({ total: 8, broken: { total: 2, changeRequest: 1 } });
    expect(all.items.map((l) => l.status)).toEqual([
      'ok',
      'ok',
      'broken',
      'broken',
      'in-app',
      'ok',
      'ok',
      'ok',
    ]);
    const inApp = spaceLinks(context, handbook, 'in-app');
    expect(inApp.items).toHaveLength(1);
    expect(inApp.stats).toEqual(all.stats);
  });

  it('embeds the objects a reference names, as the platform answers them', () => {
    const state = demoState();
    const context = { state, membership: 'read' as const, origin: 'https://api.test' };
    const { items } = spaceLinks(context, spaceOf(state, 'space_handbook'), undefined);
    const kinds = items.map((link) => link.targetReference.kind);
    expect(new Set(kinds)).toEqual(new Set(['page', 'url', 'file', 'space', 'collection', 'user']));
    const first = items[0]?.targetReference;
    expect(first).toMatchObject({
      kind: 'page',
      organization: { object: 'organization', id: 'org_acme' },
      space: { object: 'space', id: 'space_api' },
      page: { id: 'page_api_authentication', kind: 'sheet', type: 'document' },
    });
    // A broken link's page is not in the content: it keeps the title it was written with.
    const broken = items.find((link) => link.status === 'broken')?.targetReference;
    expect(broken).toMatchObject({ page: { title: 'Incident template' } });
  });
});
