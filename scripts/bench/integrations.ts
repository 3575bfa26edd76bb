import type { BenchRow, BenchStep } from './bench-step.ts';
import type { Page } from '@playwright/test';
import { launchChromium, openDemo } from './demo-browser.ts';

export interface IntegrationCatalogRun {
  /** Integrations in the catalog (the count of its first page). */
  integrations: number;
  /** Cards on screen once shown (the first page). */
  cards: number;
  /** Page loads measured. */
  samples: number;
  /** From the last answer the Browse tab needs (catalog page, installed markers) to the first card. */
  dataToCardsMedianMs: number;
  dataToCardsWorstMs: number;
  /** From the click on the Browse tab to the first card. */
  clickToCardsMedianMs: number;
}

/** The large seed's organization (src/backend/core/store/seed-tree.ts). */
const largeOrgId = 'org_large';
const cardSelector = '[aria-label="Catalog"] li';
const samples = 5;
/** Time for the demo to settle after a page load (its backend shares the main thread). */
const settleMs = 1_000;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * One page load of the Installed tab (so the page's code is there, as on any visit but the
 * first), then the client-side move to Browse, which fetches the catalog.
 */
async function measureOnce(page: Page, appUrl: string) {
  await page.goto(`${appUrl}/orgs/${largeOrgId}/integrations?tab=installed`);
  await page.getByText('Nothing is installed yet.').waitFor();
  await page.waitForTimeout(settleMs);
  // No named functions inside evaluate: tsx would wrap them with a helper the page lacks.
  await page.evaluate((selector) => {
    const marks = window as unknown as { catalogShownAt?: number };
    marks.catalogShownAt = undefined;
    performance.clearResourceTimings();
    new MutationObserver((_records, observer) => {
      if (document.querySelector(selector) === null) return;
      marks.catalogShownAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  }, cardSelector);
  const link = page
    .getByRole('navigation', { name: 'Integrations sections' })
    .getByRole('link', { name: 'Browse' });
  const clickedAt = await page.evaluate(() => performance.now());
  await link.click();
  await page.locator(cardSelector).first().waitFor({ timeout: 60_000 });
  const timing = await page.evaluate(() => {
    const marks = window as unknown as { catalogShownAt?: number };
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/v1\/integrations\?|\/installations-status/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
    return { shownAt: marks.catalogShownAt ?? Number.NaN, answers };
  });
  if (timing.answers.length === 0) throw new Error('no catalog request was timed');
  return {
    dataToCards: timing.shownAt - Math.max(...timing.answers),
    clickToCards: timing.shownAt - clickedAt,
  };
}

/**
 * In the demo with the "Large organization" data (500 more integrations in the catalog): how
 * soon the Browse tab shows its first cards once its data has arrived. The data arrives at the
 * `responseEnd` of the catalog and installed-status requests (resource timing); the cards show
 * when a MutationObserver first sees one. Each sample is a fresh page load (an empty query
 * cache); the median and the worst are reported.
 */
export async function measureIntegrationCatalog(appUrl: string): Promise<IntegrationCatalogRun> {
  const browser = await launchChromium();
  try {
    const page = await openDemo(browser, appUrl, { largeData: true });
    const runs: { dataToCards: number; clickToCards: number }[] = [];
    for (let index = 0; index < samples; index += 1) runs.push(await measureOnce(page, appUrl));
    const cards = await page.locator(cardSelector).count();
    const integrations = await page.evaluate(async () => {
      const raw = sessionStorage.getItem('folio.session') ?? '{}';
      const token = (JSON.parse(raw) as { token?: string }).token ?? '';
      const response = await fetch('/v1/integrations?limit=1', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { count: number }).count;
    });
    const dataToCards = runs.map((run) => run.dataToCards);
    return {
      integrations,
      cards,
      samples: runs.length,
      dataToCardsMedianMs: Math.round(median(dataToCards)),
      dataToCardsWorstMs: Math.round(Math.max(...dataToCards)),
      clickToCardsMedianMs: Math.round(median(runs.map((run) => run.clickToCards))),
    };
  } finally {
    await browser.close();
  }
}

/** \`npm run bench\` finds this step by its export (scripts/bench/bench-step.ts). */
export const benchStep: BenchStep = {
  name: 'integrations',
  part: 'browser',
  run: async ({ appUrl }) => {
    const rows: BenchRow[] = [];
    console.log('bench: measuring the integration catalog with the large seed (demo mode)');
    const catalog = await measureIntegrationCatalog(appUrl);
    rows.push({
      measure: `integration catalog, first cards after the data (${catalog.integrations} integrations, ${catalog.cards} cards, median of ${catalog.samples})`,
      value: `${catalog.dataToCardsMedianMs} ms`,
      target: '<= 200 ms',
      ok: catalog.dataToCardsMedianMs <= 200,
    });
    rows.push({
      measure: 'integration catalog, first cards after the data, slowest',
      value: `${catalog.dataToCardsWorstMs} ms`,
      target: '-',
      ok: null,
    });
    rows.push({
      measure: 'integration catalog, click on Browse to first cards (median)',
      value: `${catalog.clickToCardsMedianMs} ms`,
      target: '-',
      ok: null,
    });
    return rows;
  },
};
