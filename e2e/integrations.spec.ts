import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';

// Each test signs in to the in-browser demo (fresh data per browser context). The seed
// (decision 0013): Northwind Apps publishes the public integrations; Acme Docs has Webhooks
// pending on its endpoint URL, Repo Sync paused, Acme Analytics (its own) active on Acme
// Developer Docs, with two failed events (evt_acme_analytics_06 and _10).
test.describe.configure({ timeout: 90_000 });

async function openIntegrations(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Integrations' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
}

const catalog = (page: Page) => page.getByRole('list', { name: 'Catalog' });
const card = (page: Page, title: string) =>
  catalog(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
const installation = (page: Page) => page.getByRole('complementary', { name: 'Installation' });

test('the catalog filters by category and search in the URL and marks what is installed', async ({
  page,
}) => {
  await signInToDemo(page);
  await openIntegrations(page);
  await expect(card(page, 'Webhooks')).toContainText('Installed: needs configuration');
  await expect(card(page, 'Repo Sync')).toContainText('Installed: paused');
  await expect(card(page, 'Pulse Analytics')).toContainText('Verified');
  await expectNoSeriousA11yViolations(page, 'integrations catalog');

  const chips = page.getByRole('group', { name: 'Category' });
  await chips.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/category=analytics/);
  await expect(catalog(page).getByRole('heading')).toHaveText([
    'Acme Analytics',
    'Pulse Analytics',
  ]);
  await page.getByRole('searchbox', { name: 'Search integrations' }).fill('pulse');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=pulse/);
  await expect(catalog(page).getByRole('heading')).toHaveText(['Pulse Analytics']);

  // The address keeps the filters: a reload shows the same cards.
  await page.reload();
  await expect(catalog(page).getByRole('heading')).toHaveText(['Pulse Analytics']);
  await expect(page.getByRole('searchbox', { name: 'Search integrations' })).toHaveValue('pulse');

  await page.getByRole('link', { name: 'Installed' }).click();
  const installed = page.getByRole('table', { name: /Installed integrations/ });
  await expect(installed.getByRole('row', { name: /Webhooks/ })).toContainText(
    'Needs configuration',
  );
  await expect(installed.getByRole('row', { name: /Repo Sync/ })).toContainText('Paused');
  await expectNoSeriousA11yViolations(page, 'installed integrations');
});

test('Back undoes the search, then the category, and only then leaves Integrations', async ({
  page,
}) => {
  await signInToDemo(page);
  await openIntegrations(page);
  const chips = page.getByRole('group', { name: 'Category' });
  await chips.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/category=analytics/);
  await expect(chips.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(chips.getByRole('link', { name: 'All categories' })).not.toHaveAttribute(
    'aria-current',
  );
  await page.getByRole('searchbox', { name: 'Search integrations' }).fill('pulse');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(catalog(page).getByRole('heading')).toHaveText(['Pulse Analytics']);

  await page.goBack();
  await expect(page).toHaveURL(/\/integrations\?category=analytics$/);
  await expect(page.getByRole('searchbox', { name: 'Search integrations' })).toHaveValue('');
  await expect(catalog(page).getByRole('heading')).toHaveText([
    'Acme Analytics',
    'Pulse Analytics',
  ]);
  await page.goBack();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/category=analytics$/);
  await expectNoSeriousA11yViolations(page, 'catalog after Back and Forward');
});

test('install with a required setting, fill the generated form, and see the new script on the site', async ({
  page,
}) => {
  await signInToDemo(page);
  await openIntegrations(page);
  await card(page, 'Pulse Analytics').getByRole('link', { name: 'Pulse Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pulse Analytics' })).toBeVisible();
  await expect(page.getByText('Inject scripts into your published sites')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'integration page');

  await installation(page).getByRole('button', { name: 'Install…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Install Pulse Analytics in Acme Docs?' });
  await expect(confirm.getByRole('list', { name: 'What it will be able to do' })).toContainText(
    'Inject scripts into your published sites',
  );
  await expectNoSeriousA11yViolations(page, 'install confirmation');
  await confirm.getByRole('button', { name: 'Install' }).click();
  await expect(installation(page).getByText('Needs configuration')).toBeVisible();

  // The form is generated from the integration's account settings.
  const siteKey = installation(page).getByLabel('Site key (required)');
  await installation(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(installation(page).getByText('Site key is required.')).toBeVisible();
  await expect(siteKey).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'installation settings with an error');
  await siteKey.fill('pk_live_42');
  // The setting's choices read by their names, not as raw codes.
  await expect(installation(page).getByLabel('Data region').getByRole('option')).toHaveText([
    'No value',
    'European Union',
    'United States',
  ]);
  await installation(page).getByLabel('Data region').selectOption('us');
  await installation(page).getByRole('checkbox', { name: 'Acme Developer Docs' }).check();
  await installation(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(installation(page).getByText('Active', { exact: true })).toBeVisible();
  await expect(installation(page).getByText('It covers 1 site.')).toBeVisible();

  // The site injects the new script: its Integrations page and its preview say so.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sites' }).click();
  await page.getByRole('link', { name: 'Acme Developer Docs' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Integrations', exact: true }).click();
  await expect(page).toHaveURL(/\/sites\/[^/]+\/integrations$/);
  const scripts = page.getByRole('table', { name: /Scripts injected/ });
  const pulseScript = scripts.getByRole('row', { name: /pulse-analytics.*script\.js/ });
  await expect(pulseScript).toContainText('No cookies');
  await expect(pulseScript).toContainText('script-src https://cdn.pulse.example');
  // Each script names the integration that injects it.
  await expect(pulseScript.getByRole('link', { name: 'Pulse Analytics' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Enabled integrations' }).getByRole('link'),
  ).toHaveText(['Acme Analytics', 'Pulse Analytics']);
  await expectNoSeriousA11yViolations(page, 'site integrations');

  await page.getByRole('link', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByText('Every visitor setting').click();
  await expect(preview.getByText(/pulse-analytics\/.*script\.js\?v=3 \(no cookies/)).toBeVisible();
});

test('a second install is explained: the organization has one already', async ({ page }) => {
  await signInToDemo(page);
  await page.goto(page.url() + '/integrations/beacon-chat');
  await expect(installation(page).getByRole('button', { name: 'Install…' })).toBeVisible();
  // Another admin installs it meanwhile (through the API); this page does not know yet.
  const status = await page.evaluate(async () => {
    const raw = sessionStorage.getItem('folio.session') ?? '{}';
    const token = (JSON.parse(raw) as { token?: string }).token ?? '';
    const response = await fetch('/v1/integrations/beacon-chat/installations', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ organization: 'org_acme' }),
    });
    return response.status;
  });
  expect(status).toBe(201);

  await installation(page).getByRole('button', { name: 'Install…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Install' }).click();
  const explained = installation(page).getByRole('alert');
  await expect(explained).toContainText('It was already installed.');
  await expect(explained).toContainText(
    /Acme Docs already has an installation of Beacon Chat: 'inst_\w+'/,
  );
  // The existing installation shows, ready to be configured.
  await expect(installation(page).getByText('Needs configuration')).toBeVisible();
  await expect(installation(page).getByLabel('Workspace ID (required)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'second install explained');
});

test('uninstall asks first, and the site stops injecting the script', async ({ page }) => {
  await signInToDemo(page);
  await page.goto(page.url() + '/integrations/acme-analytics');
  await expect(installation(page).getByText('Active', { exact: true })).toBeVisible();
  await installation(page).getByRole('button', { name: 'Uninstall…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Uninstall Acme Analytics?' });
  await expectNoSeriousA11yViolations(page, 'uninstall confirmation');
  await confirm.getByRole('button', { name: 'Uninstall' }).click();
  await expect(installation(page).getByText('Not installed in Acme Docs.')).toBeVisible();
  await expect(installation(page).getByRole('button', { name: 'Install…' })).toBeVisible();

  await page.goto(page.url().replace(/integrations\/.*$/, 'sites/site_docs/integrations'));
  await expect(page.getByText('No integration runs on this site.')).toBeVisible();
  await expect(page.getByText('The published site loads no integration script.')).toBeVisible();
});

test('the developer view: installations by external id, a failed event and its log, unpublish', async ({
  page,
}) => {
  await signInToDemo(page);
  await openIntegrations(page);
  await page.getByRole('link', { name: 'Developer' }).click();
  const published = page.getByRole('table', { name: 'Integrations published by Acme Docs' });
  await expect(published.getByRole('row', { name: /Acme Analytics/ })).toContainText(
    'Private: only this organization sees it',
  );
  await expectNoSeriousA11yViolations(page, 'integrations the organization publishes');
  await published.getByRole('link', { name: 'Acme Analytics' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Acme Analytics: developer view' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'developer view');

  await page.getByRole('searchbox', { name: 'External id' }).fill('acme-docs');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/externalId=acme-docs/);
  await expect(
    page.getByRole('table', { name: /Installations of Acme Analytics/ }).getByRole('rowheader'),
  ).toHaveText(['inst_acme_analytics']);

  const events = page.getByRole('table', { name: /Events, newest first/ });
  await expect(events.getByRole('rowheader').first()).toHaveText('evt_acme_analytics_15');
  const failed = events.getByRole('row').filter({ hasText: 'Failed' });
  await expect(failed).toHaveCount(2);
  await failed.first().getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Event evt_acme_analytics_10' });
  await expect(dialog.getByRole('list', { name: 'Log' })).toContainText(
    'Error: POST https://analytics.acme.test/collect timed out after 10000 ms',
  );
  await expect(dialog.getByLabel('Payload')).toContainText('"type": "site_view"');
  await expect(page).toHaveURL(/event=evt_acme_analytics_10/);
  await expectNoSeriousA11yViolations(page, 'event payload and log');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Unpublishing reaches every organization: it waits for the name to be typed.
  await page.getByRole('button', { name: 'Unpublish…' }).click();
  const unpublish = page.getByRole('dialog', { name: 'Unpublish Acme Analytics?' });
  await expect(unpublish.getByRole('button', { name: 'Unpublish' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'unpublish confirmation');
  await unpublish.getByLabel('Integration name').fill('acme-analytics');
  await unpublish.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Acme Docs publishes no integrations.')).toBeVisible();
});

test('members who are not admins read the catalog only', async ({ page }) => {
  await signInToDemo(page, 'reader');
  await openIntegrations(page);
  await expect(page.getByRole('link', { name: 'Developer' })).toHaveCount(0);
  await card(page, 'Webhooks').getByRole('link', { name: 'Webhooks' }).click();
  await expect(installation(page).getByText('Needs configuration')).toBeVisible();
  await expect(installation(page)).toContainText('Only admins of Acme Docs can install');
  await expect(page.getByRole('button', { name: /Install|Uninstall|Save/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'integration page, read-only');

  await page.goto(page.url().replace('webhooks', 'acme-analytics/developer'));
  await expect(
    page.getByText(/^Only admins of Acme Docs, which publishes Acme Analytics/),
  ).toBeVisible();
});
