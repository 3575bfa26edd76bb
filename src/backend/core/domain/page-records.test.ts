import { describe, expect, it } from 'vitest';
import { slugOf } from './page-records.ts';

describe('slugOf', () => {
  it('slugs titles', () => {
    expect(slugOf('Getting started!')).toBe('getting-started');
    expect(slugOf('???')).toBe('page');
  });
});
