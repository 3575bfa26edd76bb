import { describe, expect, it } from 'vitest';
import { labelledOptions } from './select-options';

describe('labelledOptions', () => {
  it('labels each value by a function, in the order of the values', () => {
    expect(labelledOptions(['b', 'a'], (value) => value.toUpperCase())).toEqual([
      { value: 'b', label: 'B' },
      { value: 'a', label: 'A' },
    ]);
  });

  it('labels each value by a record', () => {
    const labels = { live: 'Live', locked: 'Locked' };
    expect(labelledOptions(['locked', 'live'] as const, labels)).toEqual([
      { value: 'locked', label: 'Locked' },
      { value: 'live', label: 'Live' },
    ]);
  });
});
