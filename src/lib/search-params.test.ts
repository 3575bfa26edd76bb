import { describe, expect, it } from 'vitest';
import { withSearchValue } from './search-params';

describe('withSearchValue', () => {
  const search: { title?: string; published?: boolean } = { title: 'Docs', published: true };

  it('sets one key and keeps the others, without changing the search it was given', () => {
    expect(withSearchValue(search, 'published', false)).toEqual({
      title: 'Docs',
      published: false,
    });
    expect(search).toEqual({ title: 'Docs', published: true });
  });

  it('leaves the key out when the value is undefined', () => {
    const next = withSearchValue(search, 'title', undefined);
    expect(next).toEqual({ published: true });
    expect('title' in next).toBe(false);
  });
});
