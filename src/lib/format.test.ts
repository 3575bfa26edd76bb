import { describe, expect, it } from 'vitest';
import {
  formatAgo,
  formatDate,
  formatDateTime,
  formatDuration,
  formatSeconds,
  formatNumber,
  formatRelative,
  plural,
} from './format';

describe('format', () => {
  it('writes dates in the console’s locale and keeps what is no date', () => {
    expect(formatDate('2026-11-18T15:04:00Z')).toBe('November 18, 2026');
    expect(formatDateTime('2026-11-18T15:04:00Z')).toMatch(/^Nov 18, 2026/);
    expect(formatDate('soon')).toBe('soon');
  });

  it('writes numbers and plurals', () => {
    expect(formatNumber(10000)).toBe('10,000');
    expect(plural(1, 'space', 'spaces')).toBe('1 space');
    expect(plural(10000, 'space', 'spaces')).toBe('10,000 spaces');
  });

  it('says how long ago or ahead', () => {
    const now = new Date('2026-11-18T12:00:00Z');
    expect(formatRelative('2026-11-18T10:00:00Z', now)).toBe('2 hours ago');
    expect(formatRelative('2026-11-21T12:00:00Z', now)).toBe('in 3 days');
    expect(formatRelative('2026-11-18T11:59:50Z', now)).toBe('now');
  });

  it('says how long something lasts or how long ago it was, in few words', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(3_200)).toBe('4 s');
    expect(formatDuration(180_000)).toBe('3 min');
    expect(formatDuration(3_900_000)).toBe('1 h 5 min');
    expect(formatDuration(7_200_000)).toBe('2 h');
    expect(formatDuration(2 * 86_400_000)).toBe('2 d');
    // The platform counts a translation's run statistics in seconds.
    expect(formatSeconds(22)).toBe('22 s');
    expect(formatSeconds(180)).toBe('3 min');
    const now = Date.parse('2026-11-18T12:00:00Z');
    expect(formatAgo('2026-11-18T11:59:30Z', now)).toBe('just now');
    expect(formatAgo('2026-11-18T11:55:00Z', now)).toBe('5 min ago');
    expect(formatAgo('2026-11-18T10:00:00Z', now)).toBe('2 h ago');
    expect(formatAgo('2026-11-18T10:00:05Z', now)).toBe('2 h ago');
    expect(formatAgo('2026-11-15T12:00:00Z', now)).toBe('3 d ago');
    expect(formatAgo('2026-07-01T12:00:00Z', now)).toBe('on July 1, 2026');
  });
});
