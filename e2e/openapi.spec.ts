import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { advanceDemoClock } from './support/demo-backend.ts';
import { signInToDemo } from './support/session.ts';

// Journeys of several screens, each with an axe pass, on a machine shared with other runs.
test.describe.configure({ timeout: 150_000 });

async function openSpecs(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'OpenAPI' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'OpenAPI specifications' }),
  ).toBeVisible();
}

const versions = (page: Page) =>
  page.getByRole('list', { name: /^Versions \(\d+\), newest first$/ });
const errorsPanel = (page: Page) =>
  page.getByRole('region', { name: 'Errors of the last processing' });

test('a specification is added, processed, fails on a new source, goes public and is deleted', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInToDemo(page);
  await openSpecs(page);
  const billing = page.getByRole('row').filter({ hasText: 'billing-api' });
  await expect(billing.getByText('Error: could not parse')).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'payments-api' })
      .getByText(/^Up to date · checked 2 h ago$/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'specifications list');

  // Add: the slug is lower-cased and checked as it is typed.
  await page.getByRole('button', { name: 'Add specification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add specification' });
  const slug = dialog.getByLabel('Slug');
  await slug.pressSequentially('Orders API');
  await expect(slug).toHaveValue('orders api');
  await expect(slug).toHaveAccessibleDescription(/Use letters, digits and single hyphens/);
  await expectNoSeriousA11yViolations(page, 'add specification dialog');
  await slug.fill('');
  await slug.pressSequentially('Orders-API');
  await expect(slug).toHaveValue('orders-api');
  await dialog.getByLabel('URL').fill('https://api.acme.test/openapi/orders/v1.yaml');
  await dialog.getByRole('button', { name: 'Add specification' }).click();

  // Processing moves with the clock; the page follows it without a reload.
  await expect(page.getByRole('heading', { level: 1, name: 'orders-api' })).toBeVisible();
  await expect(page.getByText('No version yet')).toBeVisible();
  await advanceDemoClock(page, 6_000);
  await expect(page.getByRole('button', { name: 'Check for updates' })).toBeEnabled();
  await expect(versions(page).getByRole('listitem')).toHaveCount(1);
  await expect(versions(page).getByText('In use')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'specification detail');

  // A source that does not parse: every error with its code, and the version stays.
  await page.getByRole('button', { name: 'Edit source' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit source' });
  await edit
    .getByLabel('URL')
    .fill('https://api.acme.test/openapi/orders/invalid-refs/invalid-v2.yaml');
  await expectNoSeriousA11yViolations(page, 'edit source dialog');
  await edit.getByRole('button', { name: 'Save and process' }).click();
  await expect(page.getByRole('button', { name: 'Processing…' })).toBeVisible();
  await advanceDemoClock(page, 6_000);
  const errors = errorsPanel(page).getByRole('listitem');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0).locator('code')).toHaveText(/^[A-Z_]+$/);
  await expect(errors.nth(1).locator('code')).toHaveText(/^[A-Z_]+$/);
  await expect(errorsPanel(page)).toContainText('The last good version stays in use');
  await expect(versions(page).getByRole('listitem')).toHaveCount(1);
  await expect(versions(page)).toContainText('From https://api.acme.test/openapi/orders/v1.yaml');
  await expectNoSeriousA11yViolations(page, 'specification with errors');

  // Public, and the link copied.
  const visibility = page.getByRole('switch', { name: 'Public' });
  await expect(visibility).toHaveAccessibleDescription(/Only members of the organization/);
  await visibility.click();
  await expect(visibility).toBeChecked();
  await expect(visibility).toHaveAccessibleDescription(/Anyone with the link can read it/);
  const link = page.getByRole('link', { name: /\/openapi\/orders-api$/ });
  await expect(link).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await link.getAttribute('href'),
  );

  // Delete, once the slug is typed.
  await page.getByRole('button', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete “orders-api”?' });
  await expect(remove.getByRole('button', { name: 'Delete specification' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'delete specification dialog');
  await remove.getByLabel('Type orders-api to confirm').fill('orders-api');
  await remove.getByRole('button', { name: 'Delete specification' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'OpenAPI specifications' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'orders-api' })).toHaveCount(0);
});

test('a reader reads specifications and is told why nothing can be changed', async ({ page }) => {
  await signInToDemo(page, 'reader');
  await openSpecs(page);
  await expect(page.getByRole('button', { name: 'Add specification' })).toHaveCount(0);
  await expect(
    page.getByText(/Only organization admins can add or change specifications/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'billing-api' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'billing-api' })).toBeVisible();
  await expect(errorsPanel(page).getByRole('listitem')).toHaveCount(2);
  for (const name of ['Check for updates', 'Edit source', 'Delete'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'specification, read-only');
});
