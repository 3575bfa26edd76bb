import { launchChromium, openDemo } from './demo-browser.ts';

/** The large seed's site (src/backend/store/seed-sites.ts): 200 sections in 20 groups. */
const siteUrl = '/orgs/org_large/sites/site_large';

export interface SiteStructureRun {
  /** From the drop (Space) to the moved group shown first in the tree. */
  dropToTreeMs: number;
  /** Requests other than GET sent to /v1 for that drop. */
  requestsPerDrop: number;
  /** Rows of the structure tree in the DOM (virtualized). */
  rowsInDom: number;
  /** From the drop to the backend's answer: the tree must not wait for it (optimistic). */
  dropToAnswerMs: number;
  /** The longest main-thread task from the drop until its answer (the backend included). */
  longestTaskMs: number;
}

/**
 * In the demo with the "Large organization" data: opens the large site's structure editor,
 * moves "Group 2" above "Group 1" with the keyboard, and times the drop until the tree shows
 * it, counting the writes the drop sends (the issue asks for exactly one).
 */
export async function measureSiteStructure(appUrl: string): Promise<SiteStructureRun> {
  const browser = await launchChromium();
  try {
    const page = await openDemo(browser, appUrl, { largeData: true });
    await page.goto(`${appUrl}${siteUrl}`);
    const tree = page.getByRole('tree', { name: 'Site structure' });
    await tree.getByRole('treeitem').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Collapse all' }).click();
    const rowsInDom = await tree.getByRole('treeitem').count();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/') && request.method() !== 'GET') writes.push(request.url());
    });
    await tree.getByRole('treeitem', { name: /^Group 2, group/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/sort'),
      { timeout: 30_000 },
    );
    await page.evaluate(() => {
      const holder = window as unknown as { benchLongest: number };
      holder.benchLongest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          holder.benchLongest = Math.max(holder.benchLongest, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const started = Date.now();
    await page.keyboard.press('Space');
    await page
      .locator('[role="tree"] [role="treeitem"][aria-posinset="1"][aria-label^="Group 2,"]')
      .waitFor({ timeout: 30_000 });
    const dropToTreeMs = Date.now() - started;
    await answer;
    const dropToAnswerMs = Date.now() - started;
    const longestTaskMs = await page.evaluate(
      () => (window as unknown as { benchLongest: number }).benchLongest,
    );
    // Let any late request show up before counting.
    await page.waitForTimeout(500);
    return {
      dropToTreeMs,
      requestsPerDrop: writes.length,
      rowsInDom,
      dropToAnswerMs,
      longestTaskMs,
    };
  } finally {
    await browser.close();
  }
}
