import { expect, type Page } from '@playwright/test';
import { apiUrl } from './servers.ts';

/** Display names of the demo's people, by their token. */
export const demoPeople = {
  admin: 'Ada Admin',
  editor: 'Eddie Editor',
  reader: 'Rita Reader',
  reviewer: 'Rhea Reviewer',
} as const;

export type DemoPerson = keyof typeof demoPeople;

/**
 * Signs in to the in-browser demo as one of its people and waits for the first organization's
 * overview. Each test has its own browser context, so each starts from fresh demo data;
 * `largeData` starts from the "Large organization" data set instead.
 */
export async function signInToDemo(
  page: Page,
  person: DemoPerson = 'admin',
  options: { largeData?: boolean } = {},
): Promise<void> {
  await page.goto('/');
  if (options.largeData) await page.getByRole('radio', { name: /Large organization/ }).check();
  if (person === 'admin') {
    // "Try the demo" starts as Ada Admin at once.
    await page.getByRole('button', { name: 'Try the demo' }).click();
  } else {
    await page.getByRole('button', { name: 'Choose who to be' }).click();
    await page.getByRole('button', { name: `Sign in as ${demoPeople[person]}` }).click();
  }
  await expect(page).toHaveURL(/\/orgs\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Connects to the API server Playwright started, with a token of its demo seed. */
export async function connectRemote(
  page: Page,
  token = 'demo-admin',
  baseUrl = apiUrl,
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Base URL').fill(baseUrl);
  await page.getByLabel('API token').fill(token);
  await page.getByRole('button', { name: 'Connect' }).click();
}
