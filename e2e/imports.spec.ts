import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { advanceDemoClock, setDemoFaults } from './support/demo-backend.ts';
import { signInToDemo } from './support/session.ts';

// Each test signs in to the in-browser demo (fresh data per browser context). The demo's
// clock also runs in real time, so page counts are checked as "at least" where it matters.
test.describe.configure({ timeout: 90_000 });

async function openImports(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Imports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
}

async function startImport(page: Page, url: string, space: string, changeRequest?: RegExp) {
  const form = page.getByRole('form', { name: 'Import a website' });
  await form.getByLabel('Website URL').fill(url);
  await form.getByLabel('Target space').selectOption({ label: space });
  if (changeRequest) {
    const request = form.getByLabel('Change request (optional)');
    await expect(request.getByRole('option', { name: changeRequest })).toBeAttached();
    const value = await request.getByRole('option', { name: changeRequest }).getAttribute('value');
    await request.selectOption(value ?? '');
  }
  await form.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByRole('list', { name: 'Import steps' })).toBeVisible();
}

const pagesArrived = (page: Page) =>
  page.getByRole('list', { name: /Imported pages/ }).getByRole('listitem');

test('an editor imports a website into a change request and watches the pages arrive', async ({
  page,
}) => {
  await signInToDemo(page, 'editor');
  await page.goto('/orgs/org_acme/spaces/space_api');
  await page.getByRole('link', { name: 'Import pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import pages' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Import a website' });
  await expect(form.getByLabel('Target space')).toHaveValue('space_api');
  await expect(form.getByText(/at most 20 pages/)).toBeVisible();
  await expect(
    form.getByRole('switch', { name: /Improve imported content with AI/ }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'new import');

  await startImport(page, 'https://docs.example.com', 'API Reference', /#4 Authentication/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import from docs.example.com' }),
  ).toBeVisible();

  await advanceDemoClock(page, 2_000 + 6 * 2_000);
  await expect(page.getByText(/^(6|7|8|9|10) of 12 pages$/)).toBeVisible();
  await expect(page.getByText('Importing', { exact: true })).toHaveAttribute(
    'aria-current',
    'step',
  );
  expect(await pagesArrived(page).count()).toBeGreaterThanOrEqual(6);
  await expectNoSeriousA11yViolations(page, 'import in progress');

  await advanceDemoClock(page, 12 * 2_000);
  const outcome = page.getByText('Imported 12 pages into change request #4 of API Reference.');
  await expect(outcome).toBeVisible();
  await expect(pagesArrived(page)).toHaveCount(12);
  await page.getByRole('link', { name: 'Open change request #4 of API Reference' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Authentication: rotate tokens/ }),
  ).toBeVisible();
});

test('cancelling midway asks first and keeps the pages that came', async ({ page }) => {
  await signInToDemo(page, 'editor');
  await openImports(page);
  await page.getByRole('link', { name: 'Import pages' }).click();
  await startImport(page, 'https://docs.example.com', 'FAQ');
  await advanceDemoClock(page, 2_000 + 4 * 2_000);
  await expect(page.getByText(/^\d+ of 12 pages$/)).toBeVisible();
  await expect.poll(() => pagesArrived(page).count()).toBeGreaterThanOrEqual(4);

  await page.getByRole('button', { name: 'Cancel import' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this import?' });
  await expect(confirm).toContainText(/already imported stay in FAQ/);
  await expectNoSeriousA11yViolations(page, 'cancel import');
  await confirm.getByRole('button', { name: 'Cancel import' }).click();

  const outcome = page.getByText(/^Cancelled after (\d+) pages; they stay in FAQ\.$/);
  await expect(outcome).toBeVisible();
  const kept = Number(/after (\d+)/.exec((await outcome.textContent()) ?? '')?.[1]);
  expect(kept).toBeGreaterThanOrEqual(4);
  await advanceDemoClock(page, 20_000);
  await page.reload();
  await expect(page.getByText(`Cancelled after ${kept} pages; they stay in FAQ.`)).toBeVisible();
  await expect(pagesArrived(page)).toHaveCount(kept);

  await page.getByRole('link', { name: 'All imports' }).click();
  const history = page.getByRole('table', { name: /Import history/ });
  const row = history.getByRole('row').filter({ hasText: 'FAQ' });
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText(`${kept} of 12 pages`);
  await expectNoSeriousA11yViolations(page, 'import history');
});

test('a host that does not answer ends in a failure that says so', async ({ page }) => {
  await signInToDemo(page, 'editor');
  await openImports(page);
  await page.getByRole('link', { name: 'Import pages' }).click();
  await startImport(page, 'https://docs.unreachable.test/guide', 'FAQ');
  await advanceDemoClock(page, 3_000);
  await expect(page.getByText(/^Import failed: the site could not be reached/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel import' })).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'failed import');
});

test('when every call fails, a run keeps what it showed and says it can no longer refresh', async ({
  page,
}) => {
  await signInToDemo(page, 'editor');
  await openImports(page);
  await page.getByRole('link', { name: 'Import pages' }).click();
  await startImport(page, 'https://docs.example.com', 'FAQ');
  // The run goes on while its page polls; every call fails from now on.
  await setDemoFaults(page, 1);

  const notice = page.getByRole('alert').filter({ hasText: 'Can’t refresh' });
  await expect(notice).toContainText(/Showing what was loaded at \d+:\d\d/, { timeout: 30_000 });
  // What was loaded stays on screen.
  await expect(page.getByRole('list', { name: 'Import steps' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'import that cannot refresh');

  // Once calls succeed again the page recovers by itself: its next poll, or Retry, whichever
  // comes first (the Retry button's own refetch is covered by the query-states component test;
  // clicking it here raced the poll that removes it).
  await setDemoFaults(page, 0);
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Import steps' })).toBeVisible();
});

test('a reader follows the imports but has no Import action', async ({ page }) => {
  await signInToDemo(page, 'reader');
  await openImports(page);
  await expect(page.getByRole('table', { name: /Import history/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import pages' })).toBeHidden();
  await expect(
    page.getByText(/Importing needs the admin, create, review or edit role/),
  ).toBeVisible();
  await page.goto('/orgs/org_acme/spaces/space_api');
  await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import pages' })).toBeHidden();
});
