import { describe, expect, it } from 'vitest';
import { document, paragraph } from '../../../api/document-builders.ts';
import type { DocumentValue, RevisionPageRecord } from '../store/state.ts';
import { bodyConflict, mergeBodies } from './document-merge.ts';
import { findConflicts } from './revision-conflicts.ts';
import { rebasePages } from './revision-rebase.ts';

/** Rebase conflicts: blocks both sides changed, pages deleted on one side and edited on the other. */

const block = (key: string, text: string) => ({ ...paragraph(text), key });
const body = (...blocks: [string, string][]) =>
  document(...blocks.map(([key, text]) => block(key, text)));
const texts = (value: DocumentValue) =>
  value.nodes.map((node) => `${node.key}:${JSON.stringify(node).match(/"text":"([^"]*)"/)?.[1]}`);

describe('a body merged block by block', () => {
  const base = body(['a', 'A'], ['b', 'B'], ['c', 'C']);

  it('takes each side’s changes to different blocks, added blocks after their neighbour', () => {
    const ours = body(['a', 'A2'], ['b', 'B'], ['n', 'New'], ['c', 'C']);
    const theirs = body(['a', 'A'], ['c', 'C3']);
    expect(bodyConflict(base, ours, theirs)).toBeUndefined();
    expect(texts(mergeBodies(base, ours, theirs))).toEqual(['a:A2', 'n:New', 'c:C3']);
  });

  it('removes what the request removed and keeps what main added', () => {
    const ours = body(['a', 'A'], ['c', 'C']);
    const theirs = body(['z', 'Z'], ['a', 'A'], ['b', 'B'], ['c', 'C']);
    expect(texts(mergeBodies(base, ours, theirs))).toEqual(['z:Z', 'a:A', 'c:C']);
  });

  it('names the blocks both changed differently, and a block removed on one side and edited on the other', () => {
    const ours = body(['a', 'A mine'], ['b', 'B'], ['c', 'C mine']);
    const theirs = body(['a', 'A main'], ['b', 'B main'], ['c', 'C mine']);
    expect(bodyConflict(base, ours, theirs)).toEqual({ kind: 'blocks', nodes: ['a'] });
    const removed = body(['a', 'A'], ['c', 'C']);
    expect(bodyConflict(base, removed, theirs)).toEqual({ kind: 'blocks', nodes: ['b'] });
  });

  it('cannot match blocks without keys: the whole body conflicts unless both agree', () => {
    const unkeyed = (text: string) => document(paragraph(text));
    expect(bodyConflict(unkeyed('x'), unkeyed('y'), unkeyed('z'))).toEqual({ kind: 'unkeyed' });
    expect(bodyConflict(unkeyed('x'), unkeyed('y'), unkeyed('y'))).toBeUndefined();
  });
});

function page(id: string, fields: Partial<RevisionPageRecord> = {}): RevisionPageRecord {
  return {
    id,
    type: 'document',
    title: id.toUpperCase(),
    slug: id,
    documentId: `doc_${id}`,
    pages: [],
    ...fields,
  };
}

describe('pages in conflict', () => {
  const documents = new Map<string, DocumentValue>([
    ['doc_a', body(['a1', 'One'], ['a2', 'Two'])],
    ['doc_a_mine', body(['a1', 'One, mine'], ['a2', 'Two'])],
    ['doc_a_main', body(['a1', 'One, main'], ['a2', 'Two'])],
    ['doc_a_main_other', body(['a1', 'One'], ['a2', 'Two, main'])],
    ['doc_b', body(['b1', 'B'])],
    ['doc_b_mine', body(['b1', 'B, mine'])],
    ['doc_c', body(['c1', 'C'])],
  ]);
  const read = (p: RevisionPageRecord) => documents.get(p.documentId ?? '') ?? document();
  const base = [page('a'), page('b'), page('c')];

  it('finds none while main has not moved or when the sides changed different pages', () => {
    const ours = [page('a', { documentId: 'doc_a_mine' }), base[1]!, base[2]!];
    expect(findConflicts(base, ours, base, read)).toEqual([]);
    const theirs = [base[0]!, page('b', { title: 'Bee' }), base[2]!];
    expect(findConflicts(base, ours, theirs, read)).toEqual([]);
  });

  it('reports the same block edited differently, with its key', () => {
    const ours = [page('a', { documentId: 'doc_a_mine' }), base[1]!, base[2]!];
    const theirs = [page('a', { documentId: 'doc_a_main' }), base[1]!, base[2]!];
    expect(findConflicts(base, ours, theirs, read)).toEqual([
      {
        page: { id: 'a', title: 'A', path: 'a' },
        reason: 'edited-in-both',
        attributes: ['document'],
        nodes: ['a1'],
      },
    ]);
  });

  it('reports a title both renamed differently, but not different blocks of one page', () => {
    const ours = [page('a', { documentId: 'doc_a_mine', title: 'Mine' }), base[1]!, base[2]!];
    const theirs = [page('a', { documentId: 'doc_a_main_other', title: 'Main' }), ...base.slice(1)];
    expect(findConflicts(base, ours, theirs, read)).toEqual([
      {
        page: { id: 'a', title: 'Mine', path: 'a' },
        reason: 'edited-in-both',
        attributes: ['title'],
      },
    ]);
  });

  it('reports a page deleted on one side and edited on the other, either way', () => {
    const ours = [base[0]!, page('b', { documentId: 'doc_b_mine' })];
    const theirs = [base[0]!, page('c', { title: 'Sea' })];
    expect(findConflicts(base, ours, theirs, read)).toEqual([
      { page: { id: 'b', title: 'B', path: 'b' }, reason: 'deleted-in-main' },
      { page: { id: 'c', title: 'Sea', path: 'c' }, reason: 'deleted-here' },
    ]);
  });

  it('lets both sides delete the same page, and a side delete a page the other left alone', () => {
    const ours = [base[0]!, base[1]!];
    expect(findConflicts(base, ours, [base[0]!, base[2]!], read)).toEqual([]);
    expect(findConflicts(base, ours, [base[0]!], read)).toEqual([]);
  });
});

describe('the rebase of a page both sides edited', () => {
  it('takes each field from the side that changed it and merges the bodies', () => {
    const base = [page('a', { description: 'Old' })];
    const ours = [page('a', { title: 'Mine', description: 'Old', documentId: 'doc_a_mine' })];
    const theirs = [page('a', { description: 'New', documentId: 'doc_a_main_other' })];
    const merged = rebasePages(base, ours, theirs, (b, o, t) => {
      expect([b.documentId, o.documentId, t.documentId]).toEqual([
        'doc_a',
        'doc_a_mine',
        'doc_a_main_other',
      ]);
      return 'doc_a_merged';
    });
    expect(merged[0]).toMatchObject({
      title: 'Mine',
      description: 'New',
      documentId: 'doc_a_merged',
    });
    expect(merged[0]).not.toHaveProperty('emoji');
  });
});
