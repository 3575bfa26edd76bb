import { describe, expect, it } from 'vitest';
import { pagedItems } from './paged-items';

describe('pagedItems', () => {
  it('joins the loaded pages in order and reads the total from the first', () => {
    const data = {
      pages: [
        { items: ['a', 'b'], count: 5 },
        { items: ['c'], count: 5 },
      ],
    };
    expect(pagedItems(data)).toEqual({ items: ['a', 'b', 'c'], count: 5 });
  });

  it('is empty with no total before the first page', () => {
    expect(pagedItems(undefined)).toEqual({ items: [], count: undefined });
  });
});
