import { describe, expect, it } from 'vitest';
import { specState, visibilityWords } from './spec-state';

const now = Date.parse('2026-11-18T12:00:00.000Z');

describe('specification state', () => {
  it('says Processing… while pending or in progress', () => {
    expect(specState({ processingState: 'pending' }, now).label).toBe('Processing…');
    expect(specState({ processingState: 'progress' }, now).label).toBe('Processing…');
  });

  it('says how long ago an up-to-date specification was checked', () => {
    expect(
      specState({ processingState: 'complete', lastProcessedAt: '2026-11-18T10:00:00.000Z' }, now),
    ).toEqual({ label: 'Up to date · checked 2 h ago', tone: 'on' });
  });

  it('names the failure of the last processing', () => {
    const failed = (code: 'PARSE_ERROR' | 'FETCH_TIMEOUT' | 'FETCH_ERROR') =>
      specState({ processingState: 'complete', lastProcessErrorCode: code }, now);
    expect(failed('PARSE_ERROR')).toEqual({ label: 'Error: could not parse', tone: 'danger' });
    expect(failed('FETCH_TIMEOUT').label).toBe('Error: fetching timed out');
    expect(failed('FETCH_ERROR').label).toBe('Error: could not fetch');
  });

  it('says who reads each visibility', () => {
    expect(visibilityWords('public')).toMatch(/Anyone with the link/);
  });
});
