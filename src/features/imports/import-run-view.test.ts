import { describe, expect, it } from 'vitest';
import { pageLabel, pagesProgress, runOutcome, siteOf, stoppedStepLabel } from './import-run-view';

const page = (n: number) => ({
  id: `page_${n}`,
  sourceURL: `https://docs.example.com/p${n}`,
  type: 'page' as const,
  status: 'complete' as const,
});
const pages = (count: number) => Array.from({ length: count }, (_, index) => page(index + 1));

describe('import run wording', () => {
  it('names the site by its host and a page by its path', () => {
    expect(siteOf({ source: { type: 'website', url: 'https://docs.example.com/guide' } })).toBe(
      'docs.example.com',
    );
    expect(pageLabel('https://docs.example.com/install?x=1')).toBe('/install?x=1');
    expect(pageLabel('https://docs.example.com/')).toBe('docs.example.com');
    expect(pageLabel('not a url')).toBe('not a url');
  });

  it('counts pages against the total once it is known', () => {
    expect(pagesProgress({ pages: pages(7), totalPages: 12 })).toBe('7 of 12 pages');
    expect(pagesProgress({ pages: [], totalPages: undefined })).toBe('0 pages');
    expect(pagesProgress({ pages: pages(1), totalPages: 1 })).toBe('1 of 1 page');
  });

  it('says how each run ended', () => {
    const target = 'API Reference';
    expect(runOutcome({ status: 'completed', pages: pages(12), totalPages: 12 }, target)).toBe(
      'Imported 12 pages into API Reference.',
    );
    expect(runOutcome({ status: 'cancelled', pages: pages(5), totalPages: 12 }, target)).toBe(
      'Cancelled after 5 pages; they stay in API Reference.',
    );
    expect(runOutcome({ status: 'cancelled', pages: [] }, target)).toBe(
      'Cancelled before any page was imported.',
    );
    expect(
      runOutcome(
        {
          status: 'failed',
          pages: [],
          error: 'The site could not be reached: docs.unreachable.test did not answer.',
        },
        target,
      ),
    ).toBe('Import failed: the site could not be reached: docs.unreachable.test did not answer.');
    expect(
      runOutcome(
        {
          status: 'failed',
          pages: pages(3),
          totalPages: 12,
          error: 'The change request #12 was merged before the import finished.',
        },
        target,
      ),
    ).toMatch(/The 3 pages imported before it stopped stay in API Reference\.$/);
    expect(runOutcome({ status: 'in-progress', pages: pages(7), totalPages: 12 }, target)).toBe(
      'Importing into API Reference: 7 of 12 pages.',
    );
  });
});

describe('the step where a run stopped', () => {
  it('says what happened, not "Queued: failed"', () => {
    expect(stoppedStepLabel({ status: 'failed', pages: [], totalPages: undefined })).toBe(
      'Failed: the site never answered',
    );
    expect(stoppedStepLabel({ status: 'cancelled', pages: [], totalPages: undefined })).toBe(
      'Cancelled while queued',
    );
  });

  it('says how far the import got when it stopped while importing', () => {
    expect(stoppedStepLabel({ status: 'failed', pages: pages(3), totalPages: 12 })).toBe(
      'Failed after 3 of 12 pages',
    );
    expect(stoppedStepLabel({ status: 'cancelled', pages: pages(1), totalPages: 12 })).toBe(
      'Cancelled after 1 of 12 pages',
    );
  });
});
