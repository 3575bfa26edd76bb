import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';
import { siteTree, structureRow, structureTitlesAt } from './support/sites.ts';

// A phone held upright (decision 0038: "On a phone"): a touch screen, the page laid out at the
// device's width, so a page wider than the screen would scroll sideways.
const phone = { width: 390, height: 844 };
test.use({ viewport: phone, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 90_000 });

/**
 * How far the page reaches past the screen's right edge, in CSS pixels (0 when it fits). A
 * phone's browser widens its layout to a page that does not fit, so `innerWidth` grows with the
 * page: the width to keep within is the device's.
 */
const overflow = (page: Page) =>
  page.evaluate((width) => document.documentElement.scrollWidth - width, phone.width);

/** The page fits the phone's width, and axe finds nothing serious at that size. */
async function expectFitsThePhone(page: Page, context: string) {
  expect(await overflow(page), `${context} scrolls sideways`).toBeLessThanOrEqual(0);
  // The colours are checked in both themes at full size; the phone changes the layout.
  await expectNoSeriousA11yViolations(page, `phone: ${context}`, ['light']);
}

/** A control a finger can hit: 44 by 44 px at least (WCAG 2.5.5). */
async function expectTapTarget(control: Locator) {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(
    box && Math.min(box.width, box.height),
    `${await control.textContent()}`,
  ).toBeGreaterThanOrEqual(44);
}

/** A dialog within the screen, scrolling inside itself if it is taller. */
async function expectFitsTheScreen(dialog: Locator) {
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
  expect(box && box.y >= 0 && box.y + box.height <= phone.height).toBe(true);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens an area from the menu by taps, as on a phone, and waits for its page. */
async function tapArea(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu' }).tap();
  const link = mainNav(page).getByRole('link', { name, exact: true });
  const address = (await link.getAttribute('href')) ?? '';
  await link.tap();
  // The menu closes once the new page has loaded (its loader holds its data).
  await expect(mainNav(page)).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === address);
  // The page's title (Agent instructions' text may hold a level-1 heading of its own).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('on a phone every screen fits, the navigation is a menu, tables are cards and a tree row moves by its menu', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInToDemo(page, 'admin');
  await expectFitsThePhone(page, 'Overview');
  // The navigation is a menu, opened by its button (the header fits: checked just above).
  await expect(mainNav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).tap();
  await expect(mainNav(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'phone menu');
  await page.getByRole('button', { name: 'Menu' }).tap();
  await expect(mainNav(page)).toBeHidden();

  // Every area of the organization's navigation, in its order.
  for (const area of [
    'Search',
    'Content',
    'Change requests',
    'Translations',
    'OpenAPI',
    'Imports',
    'Sites',
    'Integrations',
    'Insights',
    'Members',
    'Teams',
    'SSO',
    'Settings',
    'Agent instructions',
  ]) {
    await tapArea(page, area);
    await expectFitsThePhone(page, area);
  }

  // A table of records reads as cards: each cell after its column's words.
  await tapArea(page, 'Imports');
  await expectTapTarget(page.getByRole('link', { name: 'Import pages' }));
  const history = page.getByRole('table', { name: /Import history/ });
  const labels = await history
    .getByRole('row')
    .nth(1)
    .locator('th, td')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels.map((label) => label.replace(/ \/ ""$/, ''))).toEqual([
    '"Started"',
    '"Source"',
    '"Target"',
    '"Status"',
    '"Pages"',
  ]);
  await history.getByRole('rowheader').first().getByRole('link').tap();
  await expect(page.getByRole('heading', { level: 1, name: /^Import from/ })).toBeVisible();
  await expectFitsThePhone(page, 'an import');

  await tapArea(page, 'Insights');
  await page
    .getByRole('list', { name: 'Topics' })
    .getByRole('link', { name: 'Token expiry' })
    .tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Token expiry' })).toBeVisible();
  await expectTapTarget(page.getByRole('button', { name: 'Create change request' }));
  await expectFitsThePhone(page, 'a topic');

  await tapArea(page, 'Teams');
  await page.getByRole('link', { name: 'Engineering' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Engineering' })).toBeVisible();
  await expectFitsThePhone(page, 'a team');

  await page.goto('/orgs/org_acme/spaces/space_handbook');
  await expect(page.getByRole('heading', { level: 1, name: 'Engineering Handbook' })).toBeVisible();
  await expectFitsThePhone(page, 'a space');

  // A site, and its structure: on a phone a row moves by its menu's Move to…, by taps.
  await tapArea(page, 'Sites');
  await page.getByRole('link', { name: 'Acme Developer Docs' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Developer Docs' })).toBeVisible();
  await expectFitsThePhone(page, 'a site');
  await page
    .getByRole('navigation', { name: 'Site' })
    .getByRole('link', { name: 'Structure' })
    .tap();
  await page.getByRole('button', { name: 'Collapse all' }).tap();
  await expectFitsThePhone(page, 'a site’s structure');
  const actions = siteTree(page).getByRole('button', { name: 'Actions for Guides', exact: true });
  await expectTapTarget(actions);
  await actions.tap();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Move to…' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Move “Guides”' });
  await expectFitsTheScreen(dialog);
  await dialog.getByLabel('New place').selectOption({ label: '\u2003Build' });
  await dialog.getByRole('button', { name: 'Move' }).tap();
  await expect
    .poll(() => structureTitlesAt(page, 1))
    .toEqual(['API reference', 'Build', 'Operate']);
  await expect(structureRow(page, 'Guides')).toHaveAttribute('aria-level', '2');

  // The palette, over the page.
  await page.getByRole('button', { name: 'Jump to…' }).tap();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('handbook');
  await expect(palette.getByRole('option', { name: /Handbook/ }).first()).toBeVisible();
  await expectFitsTheScreen(palette);
  await expectNoSeriousA11yViolations(page, 'phone palette');
  // Enter goes where the palette says (Escape is the desktop journey's, command-palette.spec).
  await palette.getByRole('combobox').press('Enter');
  await expect(palette).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /Engineering Handbook/ })).toBeVisible();

  // Last: the page outside the organization, whose menu has no areas.
  await tapArea(page, 'Join an organization');
  await expectFitsThePhone(page, 'Join an organization');
});

test('on a phone Rhea reads #12, approves it and merges it with taps', async ({ page }) => {
  await signInToDemo(page, 'reviewer');
  await page.goto('/orgs/org_acme/spaces/space_handbook/change-requests/12');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add the release checklist' }),
  ).toBeVisible();
  await expectFitsThePhone(page, 'a change request');
  await expect(page.getByRole('list', { name: 'Changed pages' })).toContainText('Deployments');

  const panel = page.getByRole('region', { name: 'Review' });
  const approve = panel.getByRole('button', { name: 'Approve' });
  await expectTapTarget(approve);
  await approve.tap();
  await expect(page.getByRole('status').filter({ hasText: 'You approved' })).toBeVisible();

  const merge = page.getByRole('button', { name: 'Merge', exact: true });
  await expectTapTarget(merge);
  await merge.tap();
  const confirm = page.getByRole('alertdialog', { name: 'Merge change request #12?' });
  await expectFitsTheScreen(confirm);
  await confirm.getByRole('button', { name: 'Merge' }).tap();
  await expect(page.getByText(/Merged\s*#12 in/)).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
