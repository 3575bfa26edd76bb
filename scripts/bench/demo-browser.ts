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
  // "Try the demo" starts as Ada Admin at once (her name is then the account menu's button).
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await page.waitForURL(/\/orgs\/[^/]+/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** Connects `page` to an API server (`apiUrl`) with a token, as the start screen's form does. */
export async function connectRemote(page: Page, appUrl: string, apiUrl: string): Promise<void> {
  await page.goto(appUrl);
  await page.getByLabel('Base URL').fill(apiUrl);
  await page.getByLabel('API token').fill('demo-admin');
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.waitForURL(/\/orgs\/[^/]+/);
}
