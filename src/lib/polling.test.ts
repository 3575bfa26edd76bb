import { describe, expect, it } from 'vitest';
import { pollWhile, pollWhileAny } from './polling';

describe('pollWhile', () => {
  const interval = pollWhile((items: string[]) => items.includes('running'));
  const at = (data: string[] | undefined) => interval({ state: { data } });

  it('polls while something runs and stops when nothing does', () => {
    expect(at(['done', 'running'])).toBe(1000);
    expect(at(['done'])).toBe(false);
    expect(at(undefined)).toBe(false);
  });
});

describe('pollWhileAny', () => {
  it('polls a list while one of its items is active', () => {
    const interval = pollWhileAny((item: string) => item === 'running', 500);
    expect(interval({ state: { data: { items: ['done', 'running'] } } })).toBe(500);
    expect(interval({ state: { data: { items: ['done'] } } })).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });
});
