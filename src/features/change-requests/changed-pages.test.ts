import { describe, expect, it } from 'vitest';
import type { SemanticChange } from './api/review-queries';
import { changedPages } from './changed-pages';

const page = (id: string, title: string, path: string) => ({
  id,
  title,
  type: 'document' as const,
  path,
});

describe('changedPages', () => {
  it('makes one entry per page, edited when its body changed, with the bodies it compares and where it moved from', () => {
    const changes: SemanticChange[] = [
      {
        type: 'page_moved',
        page: page('p1', 'Code review', 'start/code-review'),
        parent: { after: page('p0', 'Start', 'start') },
      },
      {
        type: 'page_edited',
        page: page('p1', 'Code review', 'start/code-review'),
        attributes: { document: { before: 'doc_1', after: 'doc_2' } },
      },
      { type: 'page_created', page: page('p2', 'Staging', 'staging') },
    ];
    expect(changedPages(changes)).toEqual([
      {
        id: 'p1',
        title: 'Code review',
        pageType: 'document',
        path: 'start/code-review',
        previousPath: 'code-review',
        kind: 'edited',
        documentBefore: 'doc_1',
        documentAfter: 'doc_2',
        version: 'doc_2',
      },
      expect.objectContaining({ id: 'p2', kind: 'added' }),
    ]);
  });

  it('says where a moved page was, under its old slug when it was renamed too', () => {
    const [moved] = changedPages([
      {
        type: 'page_moved',
        page: page('p1', 'Reviews', 'start/reviews'),
        parent: { before: page('p9', 'Team', 'team'), after: page('p0', 'Start', 'start') },
      },
      {
        type: 'page_edited',
        page: page('p1', 'Reviews', 'start/reviews'),
        attributes: { slug: { before: 'code-review', after: 'reviews' } },
      },
    ]);
    expect(moved).toMatchObject({ kind: 'moved', previousPath: 'team/code-review' });
  });

  it('gives a page a new version when its body changes again', () => {
    const edit = (after: string): SemanticChange => ({
      type: 'page_edited',
      page: page('p1', 'On-call', 'on-call'),
      attributes: { document: { before: 'doc_1', after } },
    });
    expect(changedPages([edit('doc_2')])[0]!.version).not.toBe(
      changedPages([edit('doc_3')])[0]!.version,
    );
  });
});
