import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { launchChromium } from './demo-browser.ts';

export interface InitialJs {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** Records every script the page downloads while `journey` runs, gzipped as a server would. */
async function scriptsDuring(page: Page, journey: () => Promise<void>): Promise<InitialJs> {
  const bodies = new Map<string, Buffer>();
  // Only what the page asked for before the first organization showed counts: after that the
  // router preloads the chunks of whatever link the mouse happens to rest on, which is not
  // what a person needs to get there (and made the measure depend on the pointer).
  let done = false;
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (!done) requested.add(request.url());
  });
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript') || !requested.has(response.url())) return;
    try {
      bodies.set(response.url(), await response.body());
    } catch {
      // A response whose body is gone (navigation) is counted by its retry, if any.
    }
  });
  await journey();
  done = true;
  await page.waitForLoadState('networkidle');
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const body of bodies.values()) {
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: bodies.size, rawBytes, gzipBytes };
}

/**
 * The JS a person downloads from opening the console to seeing the first organization, in
 * remote mode (against the local API server) and in demo mode (which adds the in-browser
 * backend and its service worker).
 */
export async function measureInitialJs(appUrl: string, apiUrl: string) {
  const browser = await launchChromium();
  try {
    const remotePage = await (await browser.newContext()).newPage();
    const remote = await scriptsDuring(remotePage, async () => {
      await remotePage.goto(appUrl);
      await remotePage.getByLabel('Base URL').fill(apiUrl);
      await remotePage.getByLabel('API token').fill('demo-admin');
      await remotePage.getByRole('button', { name: 'Connect' }).click();
      await remotePage.waitForURL(/\/orgs\/[^/]+/);
      await remotePage.getByRole('heading', { level: 1 }).waitFor();
    });
    const backendRequested = [
      ...(await remotePage.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      )),
    ].some((name) => /backend|mockServiceWorker/.test(name));

    const demoPage = await (await browser.newContext()).newPage();
    const demo = await scriptsDuring(demoPage, async () => {
      await demoPage.goto(appUrl);
      await demoPage.getByRole('button', { name: 'Try the demo' }).click();
      await demoPage.waitForURL(/\/orgs\/[^/]+/);
      await demoPage.getByRole('heading', { level: 1 }).waitFor();
    });
    // The service worker script is fetched by the worker registration, not by the page.
    const worker = readFileSync('dist/mockServiceWorker.js');
    demo.files += 1;
    demo.rawBytes += worker.length;
    demo.gzipBytes += gzipSync(worker, { level: 9 }).length;

    return { remote, demo, backendRequested };
  } finally {
    await browser.close();
  }
}
