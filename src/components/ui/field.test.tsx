import { describe, expect, it } from 'vitest';
import { describedByOf } from './field';

describe('describedByOf', () => {
  it('names the ids of the parts shown, in order', () => {
    expect(describedByOf('a-hint', false, 'a-error')).toBe('a-hint a-error');
  });

  it('is absent when no part is shown', () => {
    expect(describedByOf(null, undefined, false, '')).toBeUndefined();
  });
});
