import { describe, expect, it } from 'vitest';
import {
  applyMoveToStructure,
  canDropInto,
  requestForMove,
  toTreeItems,
  treeId,
  type StructureNode,
} from './structure-tree';

const space = (id: string, section: string) => ({
  object: 'site-space' as const,
  id,
  path: id,
  section,
  title: id,
  default: false,
  hasAdvancedCustomizationFeature: false,
  urls: {},
  // The editor never reads the space itself.
  space: {} as never,
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
  section('api', []),
  {
    object: 'site-section-group' as const,
    id: 'build',
    title: 'Build',
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

  it('allows only the drops the backend accepts', () => {
    const guides = node('site-section', 'guides');
    const build = node('site-section-group', 'build');
    expect(canDropInto(node('site-space', 'a', 'guides'), guides)).toBe(true);
    expect(canDropInto(node('site-space', 'a', 'guides'), node('site-section', 'api'))).toBe(false);
    expect(canDropInto(node('site-space', 'a', 'guides'), null)).toBe(false);
    expect(canDropInto(guides, null)).toBe(true);
    expect(canDropInto(guides, build)).toBe(true);
    expect(canDropInto(guides, node('site-section', 'api'))).toBe(false);
    expect(canDropInto(build, null)).toBe(true);
    expect(canDropInto(build, node('site-section-group', 'other'))).toBe(false);
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
});
