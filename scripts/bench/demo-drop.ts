import { execSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { launchChromium, openDemo } from './demo-browser.ts';
import { freePort } from './ports.ts';
import { startProcess, stopProcess } from './processes.ts';
import { median } from './side-by-side.ts';

/** The large seed's site (src/backend/core/store/seed-sites.ts): 200 sections in 20 groups. */
const siteUrl = '/orgs/org_large/sites/site_large/structure';
/** Drops measured, alternately up and down. */
const drops = 6;
/** After the drop's answer, the refetch it causes and its rendering still count. */
const settleMs = 600;

export interface DemoDropRun {
  /** Median over the drops of the longest main-thread task, backend in its worker. */
  worker: number;
  /** The longest of them. */
  slowest: number;
  drops: number;
}

const probeScript = `
  const probe = { longest: 0, last: 0, on: false };
  window.benchProbe = probe;
  const tick = () => {
    if (!probe.on) return;
    const now = performance.now();
    probe.longest = Math.max(probe.longest, now - probe.last);
    probe.last = now;
    setTimeout(tick, 0);
  };
  window.benchStart = () => {
    probe.longest = 0;
    probe.last = performance.now();
    probe.on = true;
    setTimeout(tick, 0);
  };
`;

/** A demo on the large data showing the site structure collapsed. */
async function openSite(page: Page, appUrl: string) {
  await page.goto(`${appUrl}${siteUrl}`);
  const tree = page.getByRole('tree', { name: 'Site structure' });
  await tree.getByRole('treeitem').first().waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Collapse all' }).click();
  // The longest gap between two turns of a timer loop on the main thread: the longest task,
  // below the 50 ms from which the browser's own long-task entries start as well.
  // A string, not a function: tsx would wrap named functions with a helper the page lacks.
  await page.evaluate(probeScript);
}

/**
 * Moves "Group 2" one place (up from second, or down from first) with the keyboard and returns
 * the longest main-thread task from the drop until its answer and the refetch after it.
 */
async function dropOnce(page: Page, up: boolean): Promise<number> {
  const tree = page.getByRole('tree', { name: 'Site structure' });
  await tree.getByRole('treeitem', { name: /^Group 2, group/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press(up ? 'ArrowUp' : 'ArrowDown');
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/sort'),
    { timeout: 60_000 },
  );
  await page.evaluate(() => (window as unknown as { benchStart: () => void }).benchStart());
  await page.keyboard.press('Space');
  await page
    .locator(
      `[role="tree"] [role="treeitem"][aria-posinset="${up ? 1 : 2}"][aria-label^="Group 2,"]`,
    )
    .waitFor({ timeout: 60_000 });
  await answer;
  await page.waitForTimeout(settleMs);
  return page.evaluate(() => {
    const probe = (window as unknown as { benchProbe: { longest: number; on: boolean } })
      .benchProbe;
    probe.on = false;
    return probe.longest;
  });
}

/**
 * The demo's drop on the large site, its backend in its worker (docs/decisions/0026): the
 * longest task of the page's main thread from each drop until its answer and refetch.
 */
export async function measureDemoDrop(appUrl: string): Promise<DemoDropRun> {
  const browser = await launchChromium();
  try {
    const page = await openDemo(browser, appUrl, { largeData: true });
    await openSite(page, appUrl);
    // The first change of a fresh data set writes its first snapshot: not what is measured.
    await dropOnce(page, true);
    await dropOnce(page, false);
    const longest: number[] = [];
    for (let round = 0; round < drops; round += 1)
      longest.push(await dropOnce(page, round % 2 === 0));
    return { worker: median(longest), slowest: Math.max(...longest), drops };
  } finally {
    await browser.close();
  }
}

/** `npm run bench -- --only=demo-drop`: builds, serves the app and runs this step alone. */
export async function runDemoDropAlone(build: boolean): Promise<DemoDropRun> {
  if (build) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  const port = await freePort();
  const preview = await startProcess(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    String(port),
  );
  try {
    return await measureDemoDrop(`http://127.0.0.1:${port}`);
  } finally {
    await stopProcess(preview);
  }
}

/** The bench's row for it. */
export function demoDropRow(run: DemoDropRun) {
  return {
    measure: `demo mode: longest main-thread task during a drop on the large site (backend in its worker; median of ${run.drops} drops, slowest ${run.slowest.toFixed(0)} ms)`,
    value: `${run.worker.toFixed(0)} ms`,
    target: '<= 50 ms',
    ok: run.worker <= 50,
  };
}
