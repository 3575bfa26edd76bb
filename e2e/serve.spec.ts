import { expect, test } from '@playwright/test';
import { servedPlatformUrl, servedUrl } from './support/servers.ts';

// The console as `npm run serve -- --upstream` serves it, in front of a platform whose answers
// carry no CORS headers: the page calls only its own origin, under its own security policy.
test('the served console connects to its own server’s API and opens deep links', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  // A deep link, signed out: the page loads, and the start screen asks who is there.
  await page.goto(`${servedUrl}/orgs/org_acme/settings`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Manage your documentation platform' }),
  ).toBeVisible();
  const connect = page.getByRole('form', { name: 'Connect' });
  await expect(connect.getByLabel('Base URL')).toHaveCount(0);
  await connect.getByLabel('API token').fill('demo-admin');
  await connect.getByRole('button', { name: "Connect to this server's API" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Docs' })).toBeVisible();

  // The same deep link again, now signed in, straight from the server.
  await page.goto(`${servedUrl}/orgs/org_acme/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Account: Ada Admin' }).click();
  await expect(page.getByRole('menu')).toContainText(servedUrl);

  expect(requested.some((url) => url.startsWith(`${servedUrl}/v1/orgs`))).toBe(true);
  expect(requested.filter((url) => !url.startsWith(servedUrl))).toEqual([]);
  expect(requested.some((url) => url.startsWith(servedPlatformUrl))).toBe(false);
  expect(violations).toEqual([]);
});
