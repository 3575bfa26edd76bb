import { describe, expect, it } from 'vitest';
import { createClock } from './clock.ts';

function clockAt(realMs: number) {
  let offset = 0;
  let real = realMs;
  const clock = createClock({
    getOffset: () => offset,
    setOffset: (next) => {
      offset = next;
    },
    realNow: () => real,
  });
  return { clock, tick: (ms: number) => (real += ms), offset: () => offset };
}

describe('clock', () => {
  const start = Date.parse('2026-11-25T12:00:00.000Z');

  it('follows real time when no offset is set', () => {
    const { clock, tick } = clockAt(start);
    expect(clock.nowIso()).toBe('2026-11-25T12:00:00.000Z');
    tick(1500);
    expect(clock.now().getTime()).toBe(start + 1500);
  });

  it('advances by a persisted offset and keeps following real time', () => {
    const { clock, tick, offset } = clockAt(start);
    const sevenDays = 7 * 24 * 3_600_000;
    expect(clock.advance(sevenDays).toISOString()).toBe('2026-12-02T12:00:00.000Z');
    expect(offset()).toBe(sevenDays);
    expect(clock.offsetMs()).toBe(sevenDays);
    tick(1000);
    expect(clock.nowIso()).toBe('2026-12-02T12:00:01.000Z');
    clock.advance(1000);
    expect(clock.offsetMs()).toBe(sevenDays + 1000);
  });

  it('refuses to go backwards or by a non-finite amount', () => {
    const { clock } = clockAt(start);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(() => clock.advance(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(clock.offsetMs()).toBe(0);
  });

  it('resets to real time', () => {
    const { clock } = clockAt(start);
    clock.advance(60_000);
    clock.reset();
    expect(clock.nowIso()).toBe('2026-11-25T12:00:00.000Z');
  });
});
