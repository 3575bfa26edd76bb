import { describe, expect, it } from 'vitest';
import {
  applyMoveToStructure,
  dropProblem,
  requestForMove,
  sectionLookup,
  toTreeItems,
  treeId,
  type StructureNode,
} from './structure-tree';

const space = (id: string, section: string, spaceId = `space_${id}`) => ({
  object: 'site-space' as const,
  id,
  path: id,
  section,
  title: id,
  default: false,
  hasAdvancedCustomizationFeature: false,
  urls: {},
  // The editor reads only the space's id and emoji.
  space: { id: spaceId, emoji: '' } as never,
});
const section = (id: string, siteSpaces: ReturnType<typeof space>[], sectionGroup?: string) => ({
  object: 'site-section' as const,
  id,
  title: id,
  description: '',
  default: false,
  path: id,
  siteSpaces,
  urls: {},
  ...(sectionGroup !== undefined ? { sectionGroup } : {}),
});
const structure = [
  section('guides', [space('a', 'guides'), space('b', 'guides')]),
  section('api', [space('c', 'api'), space('d', 'api', 'space_a')]),
  {
    object: 'site-section-group' as const,
    id: 'build',
    title: 'Build',
    sections: [section('ios', [], 'build'), section('android', [], 'build')],
    children: [section('ios', [], 'build'), section('android', [], 'build')],
  },
];
const items = toTreeItems(structure);

const node = (kind: StructureNode['kind'], id: string, parent?: string): StructureNode => ({
  kind,
  id,
  title: id,
  isDefault: false,
  ...(parent !== undefined ? { parent } : {}),
  source: {} as never,
});

describe('structure tree', () => {
  it('nests groups, sections and site spaces with kind-carrying ids', () => {
    expect(items.map((i) => i.id)).toEqual([
      'site-section:guides',
      'site-section:api',
      'site-section-group:build',
    ]);
    expect(items[0]?.children.map((c) => c.id)).toEqual(['site-space:a', 'site-space:b']);
  });

  it('allows only the drops the backend accepts, and says why not', () => {
    const sectionOf = sectionLookup(items);
    const problem = (moved: StructureNode, parent: StructureNode | null) =>
      dropProblem(moved, parent, sectionOf);
    const guides = sectionOf('guides');
    const api = sectionOf('api');
    const ios = sectionOf('ios');
    if (!guides || !api || !ios) throw new Error('no sections');
    const build = node('site-section-group', 'build');
    const b = { ...node('site-space', 'b', 'guides'), spaceId: 'space_b' };
    expect(problem(b, guides)).toBeUndefined();
    // Into another section: yes, unless that section has the space already.
    expect(problem(b, api)).toBeUndefined();
    expect(problem({ ...b, spaceId: 'space_a' }, api)).toBe('“api” already has this space.');
    // Never the only site space of a section: a section is never empty.
    expect(problem({ ...node('site-space', 'x', 'ios'), spaceId: 'space_x' }, guides)).toMatch(
      /only site space of “ios”/,
    );
    expect(problem(b, null)).toMatch(/goes into a section/);
    expect(problem(b, build)).toMatch(/goes into a section/);
    // A site without sections keeps its site spaces at the root.
    expect(problem(node('site-space', 'r'), null)).toBeUndefined();
    expect(problem(guides, null)).toBeUndefined();
    expect(problem(guides, build)).toBeUndefined();
    expect(problem(guides, api)).toMatch(/never into another section/);
    expect(problem(build, null)).toBeUndefined();
    expect(problem(build, node('site-section-group', 'other'))).toMatch(/stays in the group/);
  });

  it('moves a site space to another section, with what the move carries over', () => {
    expect(
      requestForMove(items, {
        id: 'site-space:b',
        parent: 'site-section:api',
        position: { before: 'site-space:d' },
      }),
    ).toEqual({
      type: 'move-site-space',
      move: {
        siteSpaceId: 'b',
        spaceId: 'space_b',
        title: 'b',
        toSectionId: 'api',
        fromTitle: 'guides',
        toTitle: 'api',
        path: 'b',
        position: { before: 'd' },
      },
    });
    // Dropped last: no position (it goes last anyway); a path the target has is not carried over.
    expect(
      requestForMove(items, {
        id: 'site-space:c',
        parent: 'site-section:guides',
        position: { after: 'site-space:b' },
      }),
    ).toEqual({
      type: 'move-site-space',
      move: {
        siteSpaceId: 'c',
        spaceId: 'space_c',
        title: 'c',
        toSectionId: 'guides',
        fromTitle: 'api',
        toTitle: 'guides',
        path: 'c',
      },
    });
  });

  it('turns a move into exactly one request', () => {
    expect(
      requestForMove(items, {
        id: treeId('site-section', 'api'),
        parent: null,
        position: { before: 'site-section:guides' },
      }),
    ).toEqual({
      type: 'sort',
      item: { type: 'site-section', id: 'api' },
      position: { before: { type: 'site-section', id: 'guides' } },
    });
    expect(
      requestForMove(items, {
        id: 'site-space:b',
        parent: 'site-section:guides',
        position: { before: 'site-space:a' },
      }),
    ).toEqual({
      type: 'sort',
      item: { type: 'site-space', id: 'b' },
      position: { before: { type: 'site-space', id: 'a' } },
    });
    expect(
      requestForMove(items, {
        id: 'site-section:api',
        parent: 'site-section-group:build',
        position: { after: 'site-section:android' },
      }),
    ).toEqual({ type: 'add-to-group', groupId: 'build', sectionId: 'api' });
    expect(
      requestForMove(items, {
        id: 'site-section:ios',
        parent: null,
        position: { after: 'site-section-group:build' },
      }),
    ).toEqual({ type: 'remove-from-group', groupId: 'build', sectionId: 'ios' });
    expect(
      requestForMove(items, { id: 'site-section:nope', parent: null, position: null }),
    ).toEqual({ type: 'none' });
  });

  it('applies a sort to the API structure for the optimistic update', () => {
    const moved = applyMoveToStructure(
      { type: 'sections', structure },
      { id: 'site-section:api', parent: null, position: { before: 'site-section:guides' } },
    );
    expect(moved.structure.map((i) => i.id)).toEqual(['api', 'guides', 'build']);
    const spaces = applyMoveToStructure(
      { type: 'sections', structure },
      { id: 'site-space:b', parent: 'site-section:guides', position: { before: 'site-space:a' } },
    );
    const guides = spaces.structure[0];
    expect(guides?.object === 'site-section' ? guides.siteSpaces.map((s) => s.id) : []).toEqual([
      'b',
      'a',
    ]);
  });

  it('keeps what a move leaves alone: the same API items, tree items and row data', () => {
    const before = toTreeItems(structure);
    const moved = applyMoveToStructure(
      { type: 'sections', structure },
      { id: 'site-space:b', parent: 'site-section:guides', position: { before: 'site-space:a' } },
    );
    // Only the section whose spaces changed is a new object.
    expect(moved.structure[0]).not.toBe(structure[0]);
    expect(moved.structure.slice(1)).toEqual(structure.slice(1));
    moved.structure.slice(1).forEach((item, index) => expect(item).toBe(structure[index + 1]));
    const after = toTreeItems(moved.structure);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
    expect(after[0]?.data).not.toBe(before[0]?.data);
    // The moved site spaces keep their rows' data.
    expect(after[0]?.children[0]?.data).toBe(before[0]?.children[1]?.data);
  });
});
