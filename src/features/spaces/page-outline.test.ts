import { describe, expect, it } from 'vitest';
import { findOutlinePage, firstDocument, outlineItems, type OutlinePage } from './page-outline';

const document = (id: string, pages: OutlinePage[] = []) =>
  ({ id, title: id, type: 'document', slug: id, path: id, pages }) as OutlinePage;
const link: OutlinePage = {
  id: 'l1',
  title: 'Status',
  kind: 'link',
  type: 'link',
  target: { kind: 'url', url: 'https://status.example' },
};
const group = {
  id: 'g1',
  title: 'Guides',
  type: 'group',
  slug: 'guides',
  path: 'guides',
  pages: [link, document('p2', [document('p3')])],
} as OutlinePage;

describe('the page outline', () => {
  it('gives the tree’s items, only pages with children able to open', () => {
    const items = outlineItems([group]);
    expect(items.map((item) => [item.id, item.canHaveChildren])).toEqual([['g1', true]]);
    expect(items[0]?.children.map((item) => [item.id, item.canHaveChildren])).toEqual([
      ['l1', false],
      ['p2', true],
    ]);
  });

  it('finds a page at any depth, and the first document in reading order', () => {
    expect(findOutlinePage([group], 'p3')?.title).toBe('p3');
    expect(findOutlinePage([group], 'missing')).toBeUndefined();
    expect(firstDocument([link, group])?.id).toBe('p2');
  });
});
