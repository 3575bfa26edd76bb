import { describe, expect, it } from 'vitest';
import type { RevisionPageRecord } from '../store/state.ts';
import { freeSlug, withPageAdded, withPageChanged, withPageRemoved } from './page-tree-edits.ts';
import { rebasePages } from './revision-rebase.ts';
import { placePages } from './revisions.ts';
import { pageChanges } from './semantic-changes.ts';

/** Page trees: edits that share what they do not change, the semantic diff, the rebase. */

function page(id: string, children: RevisionPageRecord[] = [], documentId = `doc_${id}`) {
  return {
    id,
    type: 'document',
    title: id.toUpperCase(),
    slug: id,
    documentId,
    pages: children,
  } satisfies RevisionPageRecord;
}

const base = [page('a', [page('a1'), page('a2')]), page('b'), page('c')];
const paths = (pages: readonly RevisionPageRecord[]) => placePages(pages).map((p) => p.path);

describe('tree edits', () => {
  it('copy only the way to the edit and keep every other page the same object', () => {
    const edited = withPageChanged(base, 'a2', (p) => ({ ...p, documentId: 'doc_a2_v2' }));
    expect(edited[1]).toBe(base[1]);
    expect(edited[0]).not.toBe(base[0]);
    expect(edited[0]?.pages[0]).toBe(base[0]?.pages[0]);
    expect(base[0]?.pages[1]?.documentId).toBe('doc_a2');
    expect(withPageChanged(base, 'missing', (p) => p)).toBe(base);
  });

  it('add under a parent, remove with the children, and find a free slug', () => {
    const added = withPageAdded(base, page('d'), 'b');
    expect(paths(added)).toEqual(['a', 'a/a1', 'a/a2', 'b', 'b/d', 'c']);
    const removed = withPageRemoved(base, 'a');
    expect(removed.removed?.id).toBe('a');
    expect(paths(removed.pages)).toEqual(['b', 'c']);
    expect(freeSlug(base, 'b')).toBe('b-2');
    expect(freeSlug(base, 'z')).toBe('z');
  });
});

describe('pageChanges', () => {
  it('names created, moved, edited and deleted pages with what changed', () => {
    let after = withPageChanged(base, 'b', (p) => ({ ...p, title: 'Bee', documentId: 'doc_b2' }));
    const moved = withPageRemoved(after, 'c');
    after = withPageAdded(moved.pages, moved.removed as RevisionPageRecord, 'a');
    after = withPageAdded(withPageRemoved(after, 'a1').pages, page('new'));
    expect(pageChanges(base, after)).toEqual([
      {
        type: 'page_moved',
        page: { id: 'c', type: 'document', title: 'C', path: 'a/c' },
        parent: { after: { id: 'a', type: 'document', title: 'A', path: 'a' } },
      },
      {
        type: 'page_edited',
        page: { id: 'b', type: 'document', title: 'Bee', path: 'b' },
        attributes: {
          title: { before: 'B', after: 'Bee' },
          document: { before: 'doc_b', after: 'doc_b2' },
        },
      },
      { type: 'page_created', page: { id: 'new', type: 'document', title: 'NEW', path: 'new' } },
      { type: 'page_deleted', page: { id: 'a1', type: 'document', title: 'A1', path: 'a/a1' } },
    ]);
  });

  it('finds nothing between a tree and itself or a copy of it', () => {
    expect(pageChanges(base, base)).toEqual([]);
    expect(pageChanges(base, structuredClone(base))).toEqual([]);
  });
});

describe('rebasePages', () => {
  it('is the request itself while main has not moved', () => {
    const ours = withPageAdded(base, page('d'));
    expect(rebasePages(base, ours, base)).toBe(ours);
  });

  it('keeps what main changed and replays what the request changed on top', () => {
    const theirs = withPageChanged(withPageAdded(base, page('m')), 'c', (p) => ({
      ...p,
      documentId: 'doc_c_main',
    }));
    let ours = withPageChanged(base, 'b', (p) => ({ ...p, documentId: 'doc_b_request' }));
    ours = withPageAdded(withPageRemoved(ours, 'a2').pages, page('r'), 'a');
    const rebased = rebasePages(base, ours, theirs);
    expect(paths(rebased)).toEqual(['a', 'a/a1', 'a/r', 'b', 'c', 'm']);
    const documents = new Map(placePages(rebased).map((p) => [p.page.id, p.page.documentId]));
    expect(documents.get('b')).toBe('doc_b_request');
    expect(documents.get('c')).toBe('doc_c_main');
    // Only what it changed: main's own changes are not the request's.
    expect(
      pageChanges(theirs, rebased).map((change) => [
        change.type,
        'page' in change && change.page.id,
      ]),
    ).toEqual([
      ['page_created', 'r'],
      ['page_edited', 'b'],
      ['page_deleted', 'a2'],
    ]);
  });
});
