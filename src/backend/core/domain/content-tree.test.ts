import { describe, expect, it } from 'vitest';
import {
  childrenByParent,
  collectionSubtree,
  expiresAt,
  isExpired,
  placeAt,
  purgeExpired,
  retentionMs,
  siblingsOf,
  treeOrder,
} from './content-tree.ts';
import { childrenOf, demoState, seedNow, treeIds, treeProblems } from './content-test-helpers.ts';

describe('content tree of the demo seed', () => {
  it('keeps spaces and collections of one parent in one order', () => {
    const state = demoState();
    expect(childrenOf(state, 'org_acme', undefined)).toEqual([
      'collection:collection_engineering',
      'collection:collection_customers',
      'space:space_release_notes',
      'collection:collection_company',
      'space:space_roadmap',
      'space:space_meeting_notes',
      'space:space_glossary',
    ]);
    // The handbook's French translation sits right after it (seed-translations.ts).
    expect(childrenOf(state, 'org_acme', 'collection_engineering')).toEqual([
      'space:space_handbook',
      'space:space_handbook_fr',
      'space:space_api',
      'collection:collection_platform',
      'collection:collection_mobile',
      'space:space_security',
    ]);
    expect(treeProblems(state)).toEqual([]);
  });

  it('walks depth first in sibling order and leaves deleted spaces out', () => {
    const ids = treeIds(demoState(), 'org_acme');
    expect(ids.slice(0, 10)).toEqual([
      'collection_engineering',
      'space_handbook',
      'space_handbook_fr',
      'space_api',
      'collection_platform',
      'space_architecture',
      'space_runbooks',
      'space_infrastructure',
      'collection_mobile',
      'space_ios',
    ]);
    expect(ids).not.toContain('space_old_wiki');
    expect(ids).not.toContain('space_legacy_api');
    expect(ids.filter((id) => id.startsWith('space_'))).toHaveLength(21);
  });

  it('walks a very deep chain without recursion limits', () => {
    const state = demoState();
    let parentId: string | undefined;
    for (let depth = 0; depth < 20_000; depth += 1) {
      const id = `collection_deep_${depth}`;
      state.collections.push({
        id,
        organizationId: 'org_umbrella',
        title: id,
        description: '',
        index: 0,
        defaultLevel: 'read',
        ...(parentId === undefined ? {} : { parentId }),
      });
      parentId = id;
    }
    const ordered = treeOrder(childrenByParent(state, 'org_umbrella'));
    expect(ordered).toHaveLength(20_001);
  });
});

describe('placeAt', () => {
  it('inserts at an index, clamps past the end and renumbers densely', () => {
    const state = demoState();
    const glossary = state.spaces.find((s) => s.id === 'space_glossary');
    if (!glossary) throw new Error('seed');
    placeAt(state, { type: 'space', record: glossary }, undefined, 0);
    expect(childrenOf(state, 'org_acme', undefined)[0]).toBe('space:space_glossary');
    placeAt(state, { type: 'space', record: glossary }, undefined, 999);
    expect(childrenOf(state, 'org_acme', undefined).at(-1)).toBe('space:space_glossary');
    expect(siblingsOf(state, 'org_acme', undefined).map((n) => n.record.index)).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
  });
});

describe('collectionSubtree', () => {
  it('holds the collection and every nested one', () => {
    const state = demoState();
    const engineering = state.collections.find((c) => c.id === 'collection_engineering');
    if (!engineering) throw new Error('seed');
    expect([...collectionSubtree(state, engineering)].sort()).toEqual([
      'collection_engineering',
      'collection_mobile',
      'collection_platform',
    ]);
  });
});

describe('retention', () => {
  it('expires a deleted space exactly 7 days after deletion', () => {
    const state = demoState();
    const wiki = state.spaces.find((s) => s.id === 'space_old_wiki');
    if (!wiki?.deletedAt) throw new Error('seed');
    const deletedAt = Date.parse(wiki.deletedAt);
    expect(expiresAt(wiki)?.getTime()).toBe(deletedAt + retentionMs);
    expect(isExpired(wiki, new Date(deletedAt + retentionMs - 1))).toBe(false);
    expect(isExpired(wiki, new Date(deletedAt + retentionMs))).toBe(true);
  });

  it('purges only expired spaces', () => {
    const state = demoState();
    expect(purgeExpired(state, seedNow)).toEqual(['space_ancient_notes']);
    expect(purgeExpired(state, seedNow)).toEqual([]);
    expect(state.spaces.some((s) => s.id === 'space_old_wiki')).toBe(true);
  });
});
