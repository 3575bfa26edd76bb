import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchArgs, findChromium } from '../chromium-path.mjs';

/** The Chromium the e2e suite uses (the system's, or Playwright's own). */
export function launchChromium(): Promise<Browser> {
  const chrome = findChromium();
  return chromium.launch({
    executablePath: chrome?.source === 'playwright' ? undefined : chrome?.path,
    args: chromiumLaunchArgs,
  });
}

/**
 * A new page signed in to the demo as Ada Admin, on the first organization's overview; with
 * `largeData`, from the "Large organization" data set.
 */
export async function openDemo(
  browser: Browser,
  appUrl: string,
  options: { largeData?: boolean } = {},
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(appUrl);
  if (options.largeData) await page.getByRole('radio', { name: /Large organization/ }).check();
  // "Try the demo" starts as Ada Admin at once.
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await page.waitForURL(/\/orgs\/[^/]+/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}
