import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';
import { dragRowOnto, escapeRegExp, rowLabelsAt } from './support/tree.ts';

// Each test signs in, renders a tree and runs axe on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

// The demo seed's Acme Docs: at the top level, in this order, Engineering, Customer Docs,
// Release Notes, Company, Product Roadmap, Meeting Notes and Glossary.

async function openContent(page: Page, options: { collapse?: boolean } = { collapse: true }) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await ready(page, options);
}

/**
 * Waits for the tree; by default collapses every collection, so all the top-level rows fit in
 * the tree's viewport (it renders only the rows in view).
 */
async function ready(page: Page, options: { collapse?: boolean } = { collapse: true }) {
  await expect(tree(page).getByRole('treeitem').first()).toBeVisible();
  if (options.collapse) await page.getByRole('button', { name: 'Collapse all' }).click();
}

const expand = (page: Page, title: string) =>
  tree(page)
    .getByRole('button', { name: `Expand ${title}`, exact: true })
    .click();

const tree = (page: Page) => page.getByRole('tree', { name: 'Content' });
/** A row by its title; its accessible name is "<title>, <visibility> (space)" or "<title>, <n> spaces (collection)". */
const row = (page: Page, title: string): Locator =>
  tree(page).getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(title)}, `) });

/** Titles of the rendered rows at one level, in order. */
async function titlesAt(page: Page, level: number): Promise<string[]> {
  return (await rowLabelsAt(tree(page), level)).map((label) => label.replace(/, [^,]*$/, ''));
}

async function openRowMenu(page: Page, title: string) {
  await tree(page)
    .getByRole('button', { name: `Actions for ${title}`, exact: true })
    .click();
  return page.getByRole('menu');
}

const toastWith = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

test('the content tree shows collections and spaces in order, filters by title, and is accessible', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await openContent(page, { collapse: false });
  await expect(page.getByText(/21 spaces in 6 collections/)).toBeVisible();
  await expect(row(page, 'Engineering')).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, 'Platform')).toHaveAttribute('aria-level', '2');
  await expect(row(page, 'Runbooks')).toHaveAttribute('aria-level', '3');
  await expect(row(page, 'Runbooks')).toHaveAttribute('aria-posinset', '2');
  await expectNoSeriousA11yViolations(page, 'content tree');

  await page.getByRole('button', { name: 'Collapse all' }).click();
  expect(await titlesAt(page, 1)).toEqual([
    'Engineering',
    'Customer Docs',
    'Release Notes',
    'Company',
    'Product Roadmap',
    'Meeting Notes',
    'Glossary',
  ]);
  // Expand and collapse with the keyboard.
  await row(page, 'Engineering').focus();
  await page.keyboard.press('ArrowRight');
  await expect(row(page, 'Engineering')).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, 'Platform')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 'Engineering Handbook')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(row(page, 'Engineering')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(row(page, 'Engineering')).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, 'Platform')).toHaveCount(0);

  await page.getByLabel('Filter by title').fill('guide');
  await expect(page).toHaveURL(/[?&]filter=guide/);
  await expect(row(page, 'iOS Guide')).toBeVisible();
  await expect(row(page, 'Mobile')).toBeVisible();
  await expect(row(page, 'Glossary')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Filter by title')).toHaveValue('guide');
  await expect(row(page, 'Office Guide')).toBeVisible();
});

test('creating a space checks the input first, shows the backend’s 400 by the field, and adds it to the tree', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await openContent(page);
  await page.getByRole('button', { name: 'New space' }).click();
  const dialog = page.getByRole('dialog', { name: 'New space' });
  await expectNoSeriousA11yViolations(page, 'create space dialog');

  await dialog.getByLabel('Title').fill('   ');
  await dialog.getByLabel('Emoji').fill('abc');
  await dialog.getByRole('button', { name: 'Create space' }).click();
  await expect(dialog.getByText('Enter a title.')).toBeVisible();
  await expect(dialog.getByText('The emoji must be a single emoji, or left empty.')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeFocused();

  await dialog.getByLabel('Title').fill('x'.repeat(51));
  await dialog.getByLabel('Emoji').fill('');
  await dialog.getByRole('button', { name: 'Create space' }).click();
  await expect(dialog.getByText(/at most 50 characters/)).toBeVisible();

  await dialog.getByLabel('Title').fill('Support Playbook');
  await dialog.getByLabel('Emoji').fill('🛟');
  await dialog.getByLabel('Parent').selectOption({ label: '\u2003Company' });
  await dialog.getByLabel('Language').selectOption('fr');
  await dialog.getByLabel('Edit mode').selectOption('locked');
  await dialog.getByRole('button', { name: 'Create space' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'Space “Support Playbook” created')).toBeVisible();
  await expand(page, 'Company');
  await expect(row(page, 'Support Playbook')).toHaveAttribute('aria-level', '2');
  await expect(row(page, 'Company')).toHaveAccessibleName('Company, 4 spaces (collection)');

  await page.getByRole('button', { name: 'New collection' }).click();
  const collectionDialog = page.getByRole('dialog', { name: 'New collection' });
  await collectionDialog.getByLabel('Title').fill('Archive');
  await collectionDialog.getByRole('button', { name: 'Create collection' }).click();
  await expect(row(page, 'Archive')).toHaveAttribute('aria-level', '1');
});

test('renaming a space on its page, with every setting, and its links', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openContent(page);
  await row(page, 'Glossary').getByRole('link', { name: 'Glossary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Glossary/ })).toBeVisible();
  await expect(page.getByText(/Anyone with the address can read it/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'space page');

  const settings = page.getByRole('form', { name: 'Space settings' });
  await settings.getByLabel('Title').fill('  ');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Enter a title.')).toBeVisible();
  await settings.getByLabel('Title').fill('Terms and Definitions');
  await settings.getByLabel('Edit mode').selectOption('locked');
  await settings.getByLabel('Default level').selectOption('comment');
  await settings.getByLabel('Merge rule type').selectOption('none');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(toastWith(page, 'Space saved')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: /Terms and Definitions/ }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Terms and Definitions',
  );
  await page.reload();
  await expect(settings.getByLabel('Edit mode')).toHaveValue('locked');
  await expect(settings.getByLabel('Default level')).toHaveValue('comment');

  // API Reference has links of every status.
  await page.goto('/orgs/org_acme/spaces/space_api');
  await expect(page.getByRole('heading', { level: 1, name: /API Reference/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Space sections' })
    .getByRole('link', { name: 'Links' })
    .click();
  await expect(page).toHaveURL(/tab=links/);
  const table = page.getByRole('table', { name: 'Links of the space' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('3 links', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'space links');
  await page.getByLabel('Status').selectOption('broken');
  await expect(page).toHaveURL(/status=broken/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Broken');
  await expect(table.getByRole('row').nth(1)).toContainText('Rate limits');
  await expect(table.getByRole('row').nth(1)).toContainText('Webhooks');
});

test('reordering by mouse and by keyboard, one request each, kept after a reload', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await openContent(page);

  // Mouse: Glossary dropped on Product Roadmap goes right above it.
  await dragRowOnto(page, row(page, 'Glossary'), row(page, 'Product Roadmap'));
  await expect
    .poll(() => titlesAt(page, 1))
    .toEqual([
      'Engineering',
      'Customer Docs',
      'Release Notes',
      'Company',
      'Glossary',
      'Product Roadmap',
      'Meeting Notes',
    ]);

  // Keyboard: pick up Meeting Notes, two up, drop.
  await row(page, 'Meeting Notes').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect
    .poll(() => titlesAt(page, 1))
    .toEqual([
      'Engineering',
      'Customer Docs',
      'Release Notes',
      'Company',
      'Meeting Notes',
      'Glossary',
      'Product Roadmap',
    ]);
  // Escape cancels a keyboard move.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');

  await page.reload();
  await ready(page);
  await expect
    .poll(() => titlesAt(page, 1))
    .toEqual([
      'Engineering',
      'Customer Docs',
      'Release Notes',
      'Company',
      'Meeting Notes',
      'Glossary',
      'Product Roadmap',
    ]);
});

test('moving into a collection by keyboard and by the row menu, and out again', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await openContent(page);

  // Keyboard: Release Notes, one level right, goes into Customer Docs (collapsed: first there).
  await row(page, 'Release Notes').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(row(page, 'Customer Docs')).toHaveAccessibleName(
    'Customer Docs, 6 spaces (collection)',
  );
  await expect(row(page, 'Release Notes')).toHaveCount(0);
  await expand(page, 'Customer Docs');
  await expect(row(page, 'Release Notes')).toHaveAttribute('aria-level', '2');
  await expect(row(page, 'Release Notes')).toHaveAttribute('aria-posinset', '1');

  // Menu: Glossary into Company with Move to…
  const menu = await openRowMenu(page, 'Glossary');
  await menu.getByRole('menuitem', { name: 'Move to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move “Glossary”' });
  await expectNoSeriousA11yViolations(page, 'move to dialog');
  await dialog.getByLabel('New place').selectOption({ label: '\u2003Company' });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(row(page, 'Company')).toHaveAccessibleName('Company, 4 spaces (collection)');
  // Move to… opens Company to show where Glossary went.
  await expect(row(page, 'Glossary')).toHaveAttribute('aria-level', '2');
  await expect(row(page, 'Glossary')).toHaveAttribute('aria-posinset', '4');

  // Move up within the collection.
  await (await openRowMenu(page, 'Glossary')).getByRole('menuitem', { name: 'Move up' }).click();
  await expect(row(page, 'Glossary')).toHaveAttribute('aria-posinset', '3');
  await page.reload();
  await ready(page, { collapse: false });
  await page.getByLabel('Filter by title').fill('Glossary');
  await expect(row(page, 'Glossary')).toHaveAttribute('aria-level', '2');
  await page.getByLabel('Filter by title').fill('Release Notes');
  await expect(row(page, 'Release Notes')).toHaveAttribute('aria-level', '2');
});

test('a refused move is rolled back with a message', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openContent(page);
  // The stored token is what every request sends: swap it for the reader's under the page.
  await page.evaluate(() => {
    const raw = sessionStorage.getItem('folio.session');
    if (!raw) throw new Error('no session');
    sessionStorage.setItem(
      'folio.session',
      JSON.stringify({ ...JSON.parse(raw), token: 'demo-reader' }),
    );
  });
  await row(page, 'Glossary').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(toastWith(page, '“Glossary” was not moved')).toBeVisible();
  await expect.poll(() => titlesAt(page, 1)).toContain('Glossary');
  expect((await titlesAt(page, 1)).at(-1)).toBe('Glossary');
});

test('deleting with Undo, and restoring from Recently deleted', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openContent(page);

  await (
    await openRowMenu(page, 'Meeting Notes')
  )
    .getByRole('menuitem', { name: 'Delete' })
    .click();
  await expect(row(page, 'Meeting Notes')).toHaveCount(0);
  const deleted = toastWith(page, '“Meeting Notes” was deleted');
  await expect(deleted).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(toastWith(page, '“Meeting Notes” was restored')).toBeVisible();
  await expect(row(page, 'Meeting Notes')).toBeVisible();

  // Delete from the space page, then restore it from Recently deleted.
  await row(page, 'Product Roadmap').getByRole('link', { name: 'Product Roadmap' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(row(page, 'Product Roadmap')).toHaveCount(0);
  await page.getByRole('link', { name: 'Recently deleted' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Recently deleted spaces' });
  await expect(table.getByRole('row', { name: /Product Roadmap/ })).toContainText('7 days left');
  await expectNoSeriousA11yViolations(page, 'recently deleted');
  await table.getByRole('button', { name: 'Restore Product Roadmap' }).click();
  await expect(toastWith(page, '“Product Roadmap” was restored')).toBeVisible();
  await expect(table.getByRole('row', { name: /Product Roadmap/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to content' }).click();
  await ready(page);
  await expect(row(page, 'Product Roadmap')).toBeVisible();
});

test('deleting a collection says what it contains', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openContent(page);
  await row(page, 'Company').getByRole('link', { name: 'Company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Brand Guidelines' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'collection page');
  await page.getByRole('button', { name: 'Delete…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Company”?' });
  await expect(confirm).toContainText('It contains 3 spaces.');
  await confirm.getByRole('button', { name: 'Delete collection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(row(page, 'Company')).toHaveCount(0);
  await page.getByRole('link', { name: 'Recently deleted' }).click();
  await expect(page.getByRole('row', { name: /HR Policies/ })).toBeVisible();
});

test('transferring a space to the second organization', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openContent(page);
  await row(page, 'Glossary').getByRole('link', { name: 'Glossary' }).click();
  await page.getByRole('button', { name: 'Transfer…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer “Glossary”' });
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByText('Choose the organization to transfer it to.')).toBeVisible();
  await dialog.getByLabel('Organization').selectOption({ label: 'Globex Community' });
  await expectNoSeriousA11yViolations(page, 'transfer dialog');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(toastWith(page, '“Glossary” now belongs to Globex Community')).toBeVisible();
  await expect(page).toHaveURL(/\/orgs\/org_globex\/spaces\//);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Globex Community',
  );
  await openContent(page);
  await expect(row(page, 'Glossary')).toBeVisible();
});

test('a reader sees no edit controls, and the backend refuses a forced edit', async ({ page }) => {
  await signInToDemo(page, 'reader');
  await openContent(page);
  await expect(page.getByRole('button', { name: 'New space' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'content tree as a reader');
  // Space picks nothing up for a reader.
  await row(page, 'Glossary').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  expect((await titlesAt(page, 1)).at(-1)).toBe('Glossary');

  await row(page, 'Glossary').getByRole('link', { name: 'Glossary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Glossary/ })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Space settings' })).toHaveCount(0);
  for (const name of ['Delete', 'Transfer…', 'Move…', 'Duplicate']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page, 'space page as a reader');

  const answer = await page.evaluate(async () => {
    const response = await fetch('/v1/spaces/space_glossary', {
      method: 'PATCH',
      headers: { Authorization: 'Bearer demo-reader', 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Forced' }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { error: { message: string } },
    };
  });
  expect(answer.status).toBe(403);
  expect(answer.body.error.message.length).toBeGreaterThan(10);
});

test('a forced edit the backend refuses shows its message in the form', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openContent(page);
  await row(page, 'Glossary').getByRole('link', { name: 'Glossary' }).click();
  const settings = page.getByRole('form', { name: 'Space settings' });
  await settings.getByLabel('Title').fill('Forced title');
  await page.evaluate(() => {
    const raw = sessionStorage.getItem('folio.session');
    if (!raw) throw new Error('no session');
    sessionStorage.setItem(
      'folio.session',
      JSON.stringify({ ...JSON.parse(raw), token: 'demo-reader' }),
    );
  });
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('alert')).toBeVisible();
  // What was typed is kept.
  await expect(settings.getByLabel('Title')).toHaveValue('Forced title');
});

test('the large organization’s tree renders only the rows in view', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /Large organization/ }).check();
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL(/\/orgs\/[^/]+$/);
  await page.goto('/orgs/org_large/content');
  await expect(page.getByText('10,000 spaces in 300 collections')).toBeVisible({ timeout: 30_000 });
  const rows = tree(page).getByRole('treeitem');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(60);
  await expectNoSeriousA11yViolations(page, 'large content tree');

  // End goes to the last of the 10,300 rows, which is then rendered and focused.
  await rows.first().focus();
  await page.keyboard.press('End');
  const last = tree(page).locator('[role="treeitem"]:focus');
  await expect(last).toBeVisible();
  expect(
    Number(await last.evaluate((node) => parseFloat(getComputedStyle(node).top))),
  ).toBeGreaterThan(100_000);
  expect(await rows.count()).toBeLessThan(60);
});
