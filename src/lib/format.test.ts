import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatRelative, plural } from './format';

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
});
