import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { advanceDemoClock } from './support/demo-backend.ts';
import { signInToDemo } from './support/session.ts';

// Journeys of several screens, each with an axe pass, on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

const frenchHandbook = '/orgs/org_acme/translations/translation_handbook_fr';

async function openTranslations(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Translations' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
}

const row = (page: Page, name: RegExp): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name }) });

/** The value next to a term in a details list ("Latest run" → "0 pages, 0 words in 6 s"). */
const detail = (page: Page, term: string): Locator =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');

test('a new translation goes Queued, Translating, Completed, and leads to its space', async ({
  page,
}) => {
  await signInToDemo(page);
  await openTranslations(page);
  await expect(row(page, /Engineering Handbook → French/).getByText('Completed')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'translations list');

  await page.getByRole('link', { name: 'New translation' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New translation' })).toBeVisible();
  await page.getByLabel('Source space').selectOption({ label: 'Engineering Handbook' });
  await expect(page.getByLabel('From language')).toHaveValue('en');
  // Five pages: the run takes 10 s of the demo's real-time clock, time enough to watch it.
  await expect(page.getByText(/The first run translates 5 pages and \d+ words/)).toBeVisible();
  await page.getByLabel('To language').selectOption({ label: 'Spanish (es)' });
  await page.getByText('Advanced: instructions for the translator').click();
  const instructions = page.getByRole('textbox', { name: 'Instructions' });
  await instructions.click();
  await page.keyboard.type('Use “usted” throughout.');
  await expectNoSeriousA11yViolations(page, 'new translation');
  await page.getByRole('button', { name: 'Create translation' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Engineering Handbook → Spanish (es)' }),
  ).toBeVisible();
  await expect(page.getByText('Queued', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Instructions' })).toContainText(
    'Use “usted” throughout.',
  );

  await advanceDemoClock(page, 5_000);
  await expect(page.getByText(/^Translating · \d+ %$/)).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: /Translating Engineering Handbook into Spanish/ }),
  ).toBeVisible();
  await expect(page.getByText(/about \d+ s left/)).toBeVisible();

  await advanceDemoClock(page, 60_000);
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(detail(page, 'Latest run')).toHaveText(/^5 pages, \d+ words in 10 s$/);
  await expectNoSeriousA11yViolations(page, 'translation detail, completed');

  await page.getByRole('link', { name: 'Engineering Handbook (ES)' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Engineering Handbook (ES)' }),
  ).toBeVisible();
});

test('running again with nothing changed translates 0 pages', async ({ page }) => {
  await signInToDemo(page);
  await page.goto(frenchHandbook);
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(detail(page, 'Finished runs')).toHaveText('3');

  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(page.getByText('Queued', { exact: true })).toBeVisible();
  await expect(page.getByText(/starts in about \d+ s: 0 pages/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'translation detail while a run waits or runs');
  await advanceDemoClock(page, 20_000);
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(detail(page, 'Finished runs')).toHaveText('4');
  await expect(detail(page, 'Latest run')).toHaveText(/^0 pages, 0 words/);
});

test('merging a change request into the source queues the translation again', async ({ page }) => {
  await signInToDemo(page);
  // #10 meets Acme's merge rules (Rhea approved it); #12 still waits for her review.
  await page.goto('/orgs/org_acme/spaces/space_handbook/change-requests/10');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Architecture: describe the event bus' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Merge change request #10?' })
    .getByRole('button', { name: 'Merge' })
    .click();
  await expect(page.getByText(/Merged\s*#10 in/)).toBeVisible();
  // The demo clock runs in real time: by the time the list shows, the run may have started.
  await openTranslations(page);
  const french = row(page, /Engineering Handbook → French/);
  await expect(french.getByText(/^(Queued|Translating · \d+ %)$/)).toBeVisible();

  await advanceDemoClock(page, 30_000);
  await expect(french.getByText('Completed')).toBeVisible();
  await expect(french.getByRole('cell').nth(1)).toHaveText('4');
  await expect(french.getByRole('cell').nth(2)).toHaveText(/^1 \/ /);
});

test('a second translation of a space into the same language is flagged at the field', async ({
  page,
}) => {
  await signInToDemo(page);
  await page.goto('/orgs/org_acme/translations/new');
  await page.getByLabel('Source space').selectOption({ label: 'Engineering Handbook' });
  await page.getByLabel('To language').selectOption({ label: 'French (fr)' });
  await page.getByRole('button', { name: 'Create translation' }).click();
  const to = page.getByLabel('To language');
  await expect(to).toHaveAccessibleDescription(
    /Engineering Handbook already has a translation into French \(fr\)/,
  );
  await expect(to).toHaveValue('fr');
  await expectNoSeriousA11yViolations(page, 'duplicate translation');
  await page.getByRole('link', { name: 'Open the existing translation' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Engineering Handbook → French (fr)' }),
  ).toBeVisible();
});

test('a member who is not an admin has no entry, and the address says why', async ({ page }) => {
  await signInToDemo(page, 'reader');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'OpenAPI' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Translations' })).toHaveCount(0);
  await page.goto(frenchHandbook);
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await expect(
    page.getByText(/Only organization admins can see and start translations/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'translations, admins only');
});
