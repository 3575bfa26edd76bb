import { describe, expect, it } from 'vitest';
import type { RevisionPage } from './api/page-queries';
import { outlineOf } from './page-outline';

describe('outlineOf', () => {
  it('keeps the tree of titles, groups and documents, and leaves the bodies out', () => {
    const document = (id: string, title: string, pages: RevisionPage[] = []) =>
      ({
        id,
        title,
        kind: 'sheet',
        type: 'document',
        urls: { app: 'https://example.test' },
        slug: id,
        path: id,
        document: { object: 'document', data: {}, nodes: [] },
        pages,
        layout: {},
      }) as unknown as RevisionPage;
    const group = {
      id: 'g1',
      title: 'Guides',
      kind: 'group',
      type: 'group',
      slug: 'guides',
      path: 'guides',
      pages: [document('p2', 'Install', [document('p3', 'On Linux')])],
    } as unknown as RevisionPage;
    expect(outlineOf([document('p1', 'Welcome'), group])).toEqual([
      { id: 'p1', title: 'Welcome', kind: 'document', pages: [] },
      {
        id: 'g1',
        title: 'Guides',
        kind: 'group',
        pages: [
          {
            id: 'p2',
            title: 'Install',
            kind: 'document',
            pages: [{ id: 'p3', title: 'On Linux', kind: 'document', pages: [] }],
          },
        ],
      },
    ]);
  });
});
