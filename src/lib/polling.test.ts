import { describe, expect, it } from 'vitest';
import { pollWhile } from './polling';

describe('pollWhile', () => {
  const interval = pollWhile((items: string[]) => items.includes('running'));
  const at = (data: string[] | undefined) => interval({ state: { data } });

  it('polls while something runs and stops when nothing does', () => {
    expect(at(['done', 'running'])).toBe(1000);
    expect(at(['done'])).toBe(false);
    expect(at(undefined)).toBe(false);
  });
});
