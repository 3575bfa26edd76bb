import { describe, expect, it } from 'vitest';
import type { SemanticChange } from './api/review-queries';
import { describeChange } from './change-labels';

// Only the fields describeChange reads; the rest of each change does not matter here.
const change = (fields: object) => fields as SemanticChange;

describe('describeChange', () => {
  it('names a page, a file, reusable content and variables by what they are', () => {
    expect(describeChange(change({ type: 'page_created', page: { title: 'Intro' } }))).toEqual({
      kind: 'Added',
      subject: 'Intro',
    });
    expect(describeChange(change({ type: 'file_deleted', file: { name: 'a.png' } }))).toEqual({
      kind: 'File removed',
      subject: 'a.png',
    });
    expect(
      describeChange(
        change({ type: 'reusable_content_edited', reusableContent: { title: 'Footer' } }),
      ),
    ).toEqual({ kind: 'Reusable content edited', subject: 'Footer' });
    expect(
      describeChange(change({ type: 'variables_edited', variables: { a: {}, b: {} } })),
    ).toEqual({ kind: 'Variables edited', subject: 'a, b' });
  });

  it('lists the parts of an edited page, calling the document its content', () => {
    expect(
      describeChange(
        change({
          type: 'page_edited',
          page: { title: 'Intro' },
          attributes: { title: {}, document: {} },
        }),
      ),
    ).toEqual({ kind: 'Edited (title, content)', subject: 'Intro' });
  });
});
