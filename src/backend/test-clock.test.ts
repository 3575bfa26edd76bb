import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockFrom, testClock } from './test-clock.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('clockFrom', () => {
  it('reads its start first, then runs with Date.now from that reading', () => {
    vi.useFakeTimers({ now: Date.parse('2027-01-01T00:00:00.000Z') });
    const start = Date.parse('2026-06-01T00:00:00.000Z');
    const clock = clockFrom(start);
    vi.advanceTimersByTime(5_000);
    expect(clock()).toBe(start);
    vi.advanceTimersByTime(1_500);
    expect(clock()).toBe(start + 1_500);
  });

  it('gives every test backend the same start, so they share one seed build', () => {
    const first = testClock();
    const second = testClock();
    expect(second()).toBe(first());
  });
});
