import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { connectRemote, launchChromium } from './demo-browser.ts';

export interface InitialJs {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * The scripts the page has loaded once `journey` is done (its resource timing entries), read
 * from the build on disk and gzipped as a server would. Only what the page asked for before the
 * first organization showed counts: after that the router preloads the chunks of whatever link
 * the mouse happens to rest on. (Reading bodies from responses missed some: a body Chromium
 * has already let go of cannot be read.)
 */
async function scriptsDuring(page: Page, journey: () => Promise<void>): Promise<InitialJs> {
  await journey();
  const names = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  const files = new Set(
    names
      .map((name) => new URL(name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js')),
  );
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const body = readFileSync(join('dist', file));
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: files.size, rawBytes, gzipBytes };
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
      await connectRemote(remotePage, appUrl, apiUrl);
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
