import type { BenchRow, BenchStep } from './bench-step.ts';
import type { Page } from '@playwright/test';
import { advanceDemoClock } from '../../e2e/support/demo-backend.ts';
import { launchChromium } from './demo-browser.ts';

const orgId = 'org_acme';
/** How long the screen is watched while work is under way, and once none is. */
const busyWindowMs = 3_000;
const idleWindowMs = 10_000;

export interface PollingRun {
  /** API requests the list sent while a run or a processing was under way. */
  busyRequests: number;
  /** API requests the same list sent over 10 s once nothing was. */
  idleRequests: number;
}

/** Counts the API requests the page sends over `ms`. */
async function requestsOver(page: Page, ms: number): Promise<number> {
  let count = 0;
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) count += 1;
  };
  page.on('request', onRequest);
  await page.waitForTimeout(ms);
  page.off('request', onRequest);
  return count;
}

/**
 * With the list on screen while something runs: counts its requests for a few seconds, moves
 * the clock past every run, waits for the screen to say so, then counts 10 idle seconds.
 */
async function watchList(
  page: Page,
  list: { nav: string; heading: string },
  busy: RegExp,
): Promise<PollingRun> {
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: list.nav }).click();
  await page.getByRole('heading', { level: 1, name: list.heading }).waitFor({ timeout: 30_000 });
  await page.getByText(busy).first().waitFor({ timeout: 30_000 });
  const busyRequests = await requestsOver(page, busyWindowMs);
  await advanceDemoClock(page, 10 * 60_000);
  await page.getByText(busy).first().waitFor({ state: 'detached', timeout: 30_000 });
  // Let the answer that showed the last state settle before counting.
  await page.waitForTimeout(1_500);
  return { busyRequests, idleRequests: await requestsOver(page, idleWindowMs) };
}

/**
 * In the demo: the translations list and the OpenAPI specifications list poll while a run or a
 * processing is under way, and send nothing over 10 s once none is. Each list is reached from
 * the page where its work was started, as a person would.
 */
export async function measureIdlePolling(appUrl: string) {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    // "Try the demo" starts as Ada Admin, on the first organization's overview.
    await page.goto(appUrl);
    await page.getByRole('button', { name: 'Try the demo' }).click();
    await page.waitForURL(/\/orgs\/[^/]+$/, { timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });

    await page.goto(`${appUrl}/orgs/${orgId}/translations/translation_handbook_fr`);
    await page.getByRole('button', { name: 'Run again' }).click();
    await page.getByText('Queued', { exact: true }).waitFor({ timeout: 30_000 });
    const translations = await watchList(
      page,
      { nav: 'Translations', heading: 'Translations' },
      /^(Queued|Translating · \d+ %)$/,
    );

    await page.goto(`${appUrl}/orgs/${orgId}/openapi/payments-api`);
    await page.getByRole('button', { name: 'Check for updates' }).click();
    await page.getByRole('button', { name: 'Processing…' }).waitFor({ timeout: 30_000 });
    const specs = await watchList(
      page,
      { nav: 'OpenAPI', heading: 'OpenAPI specifications' },
      /^Processing…$/,
    );

    return { translations, specs };
  } finally {
    await browser.close();
  }
}

/** \`npm run bench\` finds this step by its export (scripts/bench/bench-step.ts). */
export const benchStep: BenchStep = {
  name: 'polling',
  part: 'browser',
  run: async ({ appUrl }) => {
    const rows: BenchRow[] = [];
    console.log(
      'bench: counting the requests of the translations and OpenAPI lists, busy and idle',
    );
    const polling = await measureIdlePolling(appUrl);
    for (const [label, run] of [
      ['translations list', polling.translations],
      ['OpenAPI list', polling.specs],
    ] as const)
      rows.push({
        measure: `${label}, requests in 3 s while work runs / in 10 s once none does`,
        value: `${run.busyRequests} / ${run.idleRequests}`,
        target: '> 0 / = 0',
        ok: run.busyRequests > 0 && run.idleRequests === 0,
      });
    return rows;
  },
};
