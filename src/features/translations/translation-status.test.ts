import { describe, expect, it } from 'vitest';
import { latestAndTotal, translationStatus, translationTitle } from './translation-status';

const now = Date.parse('2026-11-18T12:00:00.000Z');
const run = {
  requestedAt: '2026-11-18T11:59:55.000Z',
  startsAt: '2026-11-18T12:00:03.000Z',
  completesAt: '2026-11-18T12:00:11.000Z',
  pages: 4,
  words: 900,
};

describe('translation status', () => {
  it('says Queued with when it starts and what it will translate', () => {
    expect(translationStatus({ status: 'pending', currentRun: run }, now)).toEqual({
      label: 'Queued',
      tone: 'warning',
      detail: 'starts in about 3 s: 4 pages',
    });
  });

  it('says Translating with how far and the time left', () => {
    expect(translationStatus({ status: 'running', progress: 40, currentRun: run }, now)).toEqual({
      label: 'Translating',
      tone: 'info',
      progress: 40,
      detail: 'about 11 s left',
    });
  });

  it('leaves the bar out when the server gives no progress', () => {
    expect(translationStatus({ status: 'running' }, now)).toEqual({
      label: 'Translating',
      tone: 'info',
      detail: undefined,
    });
  });

  it('says Completed when no run waits', () => {
    expect(translationStatus({ status: 'completed' }, now)).toEqual({
      label: 'Completed',
      tone: 'on',
    });
  });

  it('names source and target, and counts latest against total', () => {
    expect(translationTitle({ language: 'fr' }, 'Handbook')).toBe('Handbook → French (fr)');
    expect(latestAndTotal(1, 1200)).toBe('1 / 1,200');
  });
});
