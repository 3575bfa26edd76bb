import { describe, expect, it } from 'vitest';
import { flatten } from '@/components/sortable-tree/tree-model';
import {
  applyMoveToLists,
  buildContentTree,
  collectionOptions,
  contentsOf,
  filterContentTree,
  toContentMove,
  type Collection,
  type Space,
} from './content-tree-data';

const collection = (id: string, index: number, parent?: string): Collection => ({
  object: 'collection',
  id,
  title: `Collection ${id}`,
  description: '',
  organization: 'org',
  index,
  ...(parent ? { parent } : {}),
  defaultLevel: 'read',
  urls: { location: `https://api.test/${id}`, app: `https://app.test/${id}` },
  permissions: { view: true, admin: true, viewInviteLinks: true, create: true },
});

const space = (id: string, index: number, parent?: string): Space => ({
  object: 'space',
  id,
  title: `Space ${id}`,
  emoji: '',
  visibility: 'private',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  editMode: 'live',
  mergeRules: { type: 'inherit' },
  urls: {
    location: `https://api.test/${id}`,
    app: `https://app.test/${id}`,
    public: `https://x.test/${id}`,
  },
  organization: 'org',
  ...(parent ? { parent } : {}),
  index,
  language: 'en',
  revision: 'r1',
  defaultLevel: 'read',
  comments: 0,
  changeRequests: 0,
  changeRequestsOpen: 0,
  changeRequestsDraft: 0,
  permissions: {
    view: true,
    access: true,
    admin: true,
    viewInviteLinks: true,
    edit: true,
    triggerGitSync: false,
    comment: true,
    merge: true,
    review: true,
    installIntegration: false,
  },
});

const collections = [collection('c1', 1), collection('c2', 0, 'c1')];
const spaces = [space('s1', 0), space('s2', 2), space('s3', 1, 'c1'), space('s4', 0, 'c2')];

describe('buildContentTree', () => {
  it('orders spaces and collections of a parent by their shared index and counts spaces', () => {
    const rows = flatten(buildContentTree(collections, spaces));
    expect(rows.map((row) => `${'-'.repeat(row.depth)}${row.id}`)).toEqual([
      'space:s1',
      'collection:c1',
      '-collection:c2',
      '--space:s4',
      '-space:s3',
      'space:s2',
    ]);
    const c1 = rows[1]?.data;
    expect(c1?.kind === 'collection' && c1.spaces).toBe(2);
  });

  it('gives a rebuild the row data of every space and collection it did not change', () => {
    const before = flatten(buildContentTree(collections, spaces));
    const after = flatten(buildContentTree(collections, [...spaces, space('s5', 3, 'c2')]));
    const dataOf = (rows: typeof before, id: string) => rows.find((row) => row.id === id)?.data;
    expect(dataOf(after, 'space:s1')).toBe(dataOf(before, 'space:s1'));
    // c1 and c2 hold one more space each: new data with the new count.
    expect(dataOf(after, 'collection:c1')).not.toBe(dataOf(before, 'collection:c1'));
    const again = flatten(buildContentTree(collections, [...spaces, space('s5', 3, 'c2')]));
    expect(dataOf(again, 'collection:c1')).toBe(dataOf(after, 'collection:c1'));
  });

  it('puts items whose collection is unknown at the root', () => {
    const tree = buildContentTree([], [space('s9', 0, 'gone')]);
    expect(tree.map((item) => item.id)).toEqual(['space:s9']);
  });
});

describe('filterContentTree', () => {
  it('keeps matching titles with their collections, case-insensitively', () => {
    const tree = filterContentTree(buildContentTree(collections, spaces), 'SPACE S4');
    expect(flatten(tree).map((row) => row.id)).toEqual([
      'collection:c1',
      'collection:c2',
      'space:s4',
    ]);
  });
});

describe('toContentMove', () => {
  it('names the sibling with its type and the root with null', () => {
    expect(toContentMove({ parent: null, position: { after: 'collection:c1' } })).toEqual({
      parent: null,
      position: { after: { type: 'collection', collection: 'c1' } },
    });
    expect(toContentMove({ parent: 'collection:c1', position: { before: 'space:s3' } })).toEqual({
      parent: 'c1',
      position: { before: { type: 'space', space: 's3' } },
    });
    expect(toContentMove({ parent: 'collection:c2', position: null })).toEqual({ parent: 'c2' });
  });
});

describe('applyMoveToLists', () => {
  it('renumbers the old and new siblings and keeps untouched objects', () => {
    const next = applyMoveToLists(collections, spaces, {
      id: 'space:s1',
      parent: 'collection:c2',
      position: { before: 'space:s4' },
    });
    const byId = new Map(next.spaces.map((item) => [item.id, item]));
    expect(byId.get('s1')).toMatchObject({ parent: 'c2', index: 0 });
    expect(byId.get('s4')).toMatchObject({ parent: 'c2', index: 1 });
    expect(byId.get('s2')).toMatchObject({ index: 1 });
    expect(next.collections.find((item) => item.id === 'c1')).toMatchObject({ index: 0 });
    // s3 kept its place: the same object.
    expect(byId.get('s3')).toBe(spaces[2]);
  });

  it('moving to the root removes the parent', () => {
    const next = applyMoveToLists(collections, spaces, {
      id: 'space:s4',
      parent: null,
      position: null,
    });
    const moved = next.spaces.find((item) => item.id === 's4');
    expect(moved && 'parent' in moved).toBe(false);
    expect(moved?.index).toBe(3);
  });
});

describe('collectionOptions', () => {
  it('lists collections with their depth, leaving one out', () => {
    const tree = buildContentTree(collections, spaces);
    expect(collectionOptions(tree)).toEqual([
      { id: 'c1', title: 'Collection c1', depth: 0 },
      { id: 'c2', title: 'Collection c2', depth: 1 },
    ]);
    expect(collectionOptions(tree, 'collection:c2')).toEqual([
      { id: 'c1', title: 'Collection c1', depth: 0 },
    ]);
  });
});

describe('contentsOf', () => {
  it('counts the spaces and collections inside items at any depth, the items included', () => {
    const tree = buildContentTree(collections, spaces);
    const c1 = tree.find((item) => item.id === 'collection:c1');
    expect(contentsOf(c1?.children ?? [])).toEqual({ spaces: 2, collections: 1 });
    expect(contentsOf(tree)).toEqual({ spaces: 4, collections: 2 });
    expect(contentsOf([])).toEqual({ spaces: 0, collections: 0 });
  });
});
