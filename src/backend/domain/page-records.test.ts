import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../store/state.ts';
import { insertPage, slugOf, uniquePath } from './page-records.ts';

const page = (path: string): PageRecord => ({
  id: path,
  title: path,
  path,
  ancestors: [],
  sections: [],
});

describe('adding pages', () => {
  it('slugs titles', () => {
    expect(slugOf('Getting started!')).toBe('getting-started');
    expect(slugOf('???')).toBe('page');
  });

  it('numbers a path that is taken', () => {
    const pages = [page('a'), page('a-2')];
    expect(uniquePath(pages, 'a')).toBe('a-3');
    expect(uniquePath(pages, 'b')).toBe('b');
  });

  it('puts a nested page after its parent’s last descendant, a top-level one last', () => {
    const pages = [page('a'), page('a/x'), page('a/x/y'), page('b')];
    insertPage(pages, page('a/z'));
    insertPage(pages, page('c'));
    insertPage(pages, page('missing/child'));
    expect(pages.map((p) => p.path)).toEqual([
      'a',
      'a/x',
      'a/x/y',
      'a/z',
      'b',
      'c',
      'missing/child',
    ]);
  });
});
