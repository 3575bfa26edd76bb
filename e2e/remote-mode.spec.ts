import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { connectRemote } from './support/session.ts';
import { apiUrl } from './support/servers.ts';

const sessionKey = 'folio.session';

/** Every URL the page asks for, to prove the remote mode never loads the demo backend. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('remote mode against the API server never downloads the demo backend', async ({ page }) => {
  const requests = recordRequests(page);
  await connectRemote(page, 'demo-admin');
  await expect(page).toHaveURL(/\/orgs\/org_acme$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Docs' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  expect(requests.some((url) => url.startsWith(`${apiUrl}/v1/orgs`))).toBe(true);
  const backendCode = requests.filter((url) =>
    /backend|mockServiceWorker|msw|\/assets\/browser-/i.test(url),
  );
  expect(backendCode).toEqual([]);
  // Without "Remember me" the token lives only as long as the tab.
  expect(await page.evaluate((key) => localStorage.getItem(key), sessionKey)).toBeNull();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), sessionKey)).toContain(
    'demo-admin',
  );

  // The server says who the token belongs to (GET /v1/user).
  await page.getByRole('button', { name: 'Account: Ada Admin' }).click();
  await expect(page.getByRole('menu')).toContainText('ada@acme.test');
  await expect(page.getByRole('menu')).toContainText('Remote');
  await expect(page.getByRole('menu')).toContainText(apiUrl);
  await expectNoSeriousA11yViolations(page, 'remote user menu');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), sessionKey)).toBeNull();
});

test('"Remember me" keeps the token across tabs', async ({ page, context }) => {
  await page.goto('/');
  await page.getByLabel('Base URL').fill(apiUrl);
  await page.getByLabel('API token').fill('demo-admin');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Docs' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/orgs');
  await expect(other.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
});

test('a wrong token gets a clear message next to the token field', async ({ page }) => {
  await connectRemote(page, 'not-a-real-token');
  const token = page.getByLabel('API token');
  await expect(token).toHaveAccessibleDescription('The server rejected this token.');
  await expect(token).toHaveValue('not-a-real-token');
  await expectNoSeriousA11yViolations(page, 'wrong token');
});

test('an unreachable or malformed URL gets a clear message next to the URL field', async ({
  page,
}) => {
  await connectRemote(page, 'demo-admin', 'http://127.0.0.1:9');
  const baseUrl = page.getByLabel('Base URL');
  await expect(baseUrl).toHaveAccessibleDescription(
    /Cannot reach http:\/\/127\.0\.0\.1:9\. Check the address and that the server is running\./,
  );

  await baseUrl.fill('localhost 4010');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(baseUrl).toHaveAccessibleDescription(/is not a valid address/);
  await expect(baseUrl).toHaveValue('localhost 4010');
});

test('a 401 mid-session asks for the token again and returns to the same page', async ({
  page,
}) => {
  await connectRemote(page, 'demo-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Docs' })).toBeVisible();

  // The token stops being valid behind the console's back.
  await page.evaluate((key) => {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(key, JSON.stringify({ ...stored, token: 'revoked-token' }));
  }, sessionKey);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Agent instructions' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/orgs\/org_acme\/agent-instructions$/);
  await expectNoSeriousA11yViolations(page, 'reauth dialog');

  await dialog.getByLabel('API token').fill('still-wrong');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByLabel('API token')).toHaveAccessibleDescription(
    'The server rejected this token.',
  );

  await dialog.getByLabel('API token').fill('demo-admin');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/orgs\/org_acme\/agent-instructions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent instructions' })).toBeVisible();
});
