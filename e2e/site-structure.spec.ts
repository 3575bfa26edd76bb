import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { setDemoFaults } from './support/demo-backend.ts';
import { signInToDemo } from './support/session.ts';
import {
  openDocsStructure,
  openSitePart,
  siteTree,
  structureOutline,
  structureRow as row,
  structureTitlesAt as titlesAt,
} from './support/sites.ts';
import { dragRowOnto, escapeRegExp } from './support/tree.ts';

// Each test signs in to the in-browser demo (fresh data per browser context).
test.describe.configure({ timeout: 120_000 });

/** What the tree says in its live region (every pick, step, drop and outcome of a move). */
const announcement = (page: Page) => page.locator('div.visually-hidden[aria-live="assertive"]');

/** The write requests the console sends, as "METHOD /path". */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/') && request.method() !== 'GET')
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return writes;
}

/** A toast on screen, by its text. */
const toastWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });

const sitePath = '/v1/orgs/org_acme/sites/site_docs';

test('sections reorder with the keyboard and the menu; every move says how it ended', async ({
  page,
}) => {
  await signInToDemo(page);
  await openDocsStructure(page);
  await expectNoSeriousA11yViolations(page, 'site structure');
  await expect
    .poll(() => titlesAt(page, 1))
    .toEqual(['Guides', 'API reference', 'Build', 'Operate']);

  // Keyboard: picked up and dropped where it was says nothing moved.
  await row(page, 'Guides').focus();
  await page.keyboard.press('Space');
  await expect(announcement(page)).toContainText('Picked up Guides');
  await page.keyboard.press('Space');
  await expect(announcement(page)).toHaveText('Guides was dropped where it was; nothing moved.');

  // Keyboard: pick up API reference, one up, drop.
  await row(page, 'API reference').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(announcement(page)).toHaveText(
    'API reference moved before Guides, at the top level.',
  );
  await expect
    .poll(() => titlesAt(page, 1))
    .toEqual(['API reference', 'Guides', 'Build', 'Operate']);

  // The menu: Operate one up. With the menu open, nothing hidden is focusable.
  await siteTree(page).getByRole('button', { name: 'Actions for Operate', exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'row menu open');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Move up' }).click();
  await expect
    .poll(() => titlesAt(page, 1))
    .toEqual(['API reference', 'Guides', 'Operate', 'Build']);

  // The order is the backend's: it survives a reload.
  await page.reload();
  await expect(siteTree(page).getByRole('treeitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect
    .poll(() => titlesAt(page, 1))
    .toEqual(['API reference', 'Guides', 'Operate', 'Build']);

  // A refused sort comes back with a message.
  await setDemoFaults(page, 1);
  await row(page, 'Guides').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(page.getByText('“Guides” was not moved', { exact: true })).toBeVisible();
  await expect(announcement(page)).toContainText('It is back where it was.');
  await expect
    .poll(() => titlesAt(page, 1))
    .toEqual(['API reference', 'Guides', 'Operate', 'Build']);
  await setDemoFaults(page, 0);

  // A site space may not leave a section it is alone in, and the tree says why; Escape
  // cancels and says so.
  await page.getByRole('button', { name: 'Expand all' }).click();
  await row(page, 'API Reference').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(announcement(page)).toContainText('API Reference cannot be dropped here:');
  await page.keyboard.press('Escape');
  await expect(announcement(page)).toHaveText('Move cancelled. API Reference stays where it was.');
});

test('a mouse drop is one request; Move to… puts a section into a group and shows it', async ({
  page,
}) => {
  await signInToDemo(page);
  await openDocsStructure(page);
  const writes = recordWrites(page);

  // Mouse: API reference dropped on Guides goes right above it.
  await dragRowOnto(page, row(page, 'API reference'), row(page, 'Guides'));
  await expect
    .poll(() => titlesAt(page, 1))
    .toEqual(['API reference', 'Guides', 'Build', 'Operate']);
  await expect.poll(() => writes).toEqual([`PATCH ${sitePath}/structure/sort`]);

  // Menu: Guides into the collapsed Build group. The toast and the live region say so, Build
  // opens and the moved row takes the focus.
  await siteTree(page).getByRole('button', { name: 'Actions for Guides', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Move to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move “Guides”' });
  await dialog.getByLabel('New place').selectOption({ label: '\u2003Build' });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(toastWith(page, 'Guides moved into Build, after Android.')).toBeVisible();
  await expect.poll(() => titlesAt(page, 1)).toEqual(['API reference', 'Build', 'Operate']);
  await expect(row(page, 'Guides')).toHaveAttribute('aria-level', '2');
  await expect(row(page, 'Guides')).toBeFocused();
  expect(writes.at(-1)).toBe(`POST ${sitePath}/section-groups/sitesg_docs_build/sections`);
});

test('an admin builds a section with two spaces and moves site spaces across sections', async ({
  page,
}) => {
  // Tall enough for the whole structure below the site's navigation: the mouse drop needs
  // both rows on screen.
  await page.setViewportSize({ width: 1280, height: 1100 });
  await signInToDemo(page);
  await openDocsStructure(page);
  const writes = recordWrites(page);

  // A new section with its first space, then a second space.
  await page.getByRole('button', { name: 'Add section' }).click();
  const add = page.getByRole('dialog', { name: 'Add a section' });
  await add.getByRole('button', { name: 'Add section' }).click();
  await expect(add.getByText('Choose the space the section starts with.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'add section dialog');
  await add.getByLabel('First space').selectOption('space_security');
  await add.getByLabel('Section title').fill('Trust');
  await add.getByRole('button', { name: 'Add section' }).click();
  await expect(row(page, 'Trust')).toBeVisible();
  await siteTree(page).getByRole('button', { name: 'Actions for Trust', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Add space…' }).click();
  const addSpace = page.getByRole('dialog', { name: 'Add a space to “Trust”' });
  await addSpace.getByLabel('Space', { exact: true }).selectOption('space_release_notes');
  await addSpace.getByRole('button', { name: 'Add space' }).click();
  await expect
    .poll(async () => (await structureOutline(page)).slice(-3))
    .toEqual(['1 Trust', '2 Security & Compliance', '2 Release Notes']);

  // Mouse: Customer Onboarding from Guides into Trust.
  await siteTree(page).getByRole('button', { name: 'Expand Guides', exact: true }).click();
  await dragRowOnto(page, row(page, 'Customer Onboarding'), row(page, 'Release Notes'));
  // Dropped onto the row below it, it lands after it: the last of Trust, which the add alone does.
  await expect
    .poll(async () => (await structureOutline(page)).slice(-4))
    .toEqual(['1 Trust', '2 Security & Compliance', '2 Release Notes', '2 Customer Onboarding']);
  // One call: the backend moves it across sections at once (decision 0020), keeping it.
  await expect
    .poll(() => writes.slice(-1))
    .toEqual([`POST ${sitePath}/site-spaces/sitesp_docs_onboarding/move`]);
  await expect(row(page, 'Guides')).toBeVisible();
  await expect(siteTree(page).getByRole('treeitem', { name: /^Customer Onboarding,/ })).toHaveCount(
    1,
  );

  // Keyboard: Release Notes up, out of Trust, into the first section above it that may take it.
  await page.getByRole('button', { name: 'Expand all' }).click();
  await row(page, 'Release Notes').focus();
  await page.keyboard.press('Space');
  let target = '';
  for (let step = 0; step < 8 && !target; step += 1) {
    await page.keyboard.press('ArrowUp');
    const said = (await announcement(page).textContent()) ?? '';
    const inside = /^Release Notes: inside (.+?)(,|\.)/.exec(said)?.[1];
    if (inside && inside !== 'Trust') target = inside;
  }
  expect(target).not.toBe('');
  await page.keyboard.press('Space');
  await expect(announcement(page)).toContainText(`Release Notes moved into ${target}`);
  await expect
    .poll(async () => (await structureOutline(page)).slice(-3))
    .toEqual(['1 Trust', '2 Security & Compliance', '2 Customer Onboarding']);
  await expect(row(page, 'Release Notes')).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'structure after moves across sections');

  // What visitors get shows the new section and where each space went.
  await openSitePart(page, 'Preview');
  const nav = page
    .getByRole('group', { name: 'Preview of Acme Developer Docs' })
    .getByRole('navigation', { name: 'Preview navigation' });
  const sectionIn = (title: string) =>
    nav
      .getByRole('listitem')
      // A section's heading is its title, with " (home)" on the default one.
      .filter({ has: page.getByText(new RegExp(`^${escapeRegExp(title)}( \\(home\\))?$`)) })
      .first();
  await expect(sectionIn('Trust')).toContainText('Security & Compliance');
  await expect(sectionIn('Trust')).toContainText('Customer Onboarding');
  await expect(sectionIn(target)).toContainText('Release Notes');
  await expect(sectionIn('Guides')).not.toContainText('Customer Onboarding');
});

/** Opens Move to… for a row and chooses `place` (an option label, indented by depth); `submit` sends it. */
async function moveToPlace(page: Page, title: string, place: string) {
  await siteTree(page)
    .getByRole('button', { name: `Actions for ${title}`, exact: true })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Move to…' }).click();
  const dialog = page.getByRole('dialog', { name: `Move “${title}”` });
  await dialog.getByLabel('New place').selectOption({ label: place });
  return { dialog, submit: () => dialog.getByRole('button', { name: 'Move' }).click() };
}

test('with half the calls failing, a site space is moved or back, never in two sections; removals say so and undo', async ({
  page,
}) => {
  await signInToDemo(page);
  await openDocsStructure(page);
  await page.getByRole('button', { name: 'Expand all' }).click();
  const onboarding = () =>
    siteTree(page).getByRole('treeitem', { name: /^Customer Onboarding, site space/ });

  // A site space in a section is offered sections only, never the top level.
  const offered = await moveToPlace(page, 'Customer Onboarding', '\u2003API reference');
  await expect(
    offered.dialog.getByRole('option', { name: 'Top level of the site', exact: true }),
  ).toHaveCount(0);
  await offered.dialog.getByRole('button', { name: 'Cancel' }).click();

  // Every try ends in one of two truths: moved, or not moved and back where it was.
  await setDemoFaults(page, 0.5, 300);
  let moved = false;
  for (let attempt = 0; attempt < 10 && !moved; attempt += 1) {
    const { submit } = await moveToPlace(page, 'Customer Onboarding', '\u2003API reference');
    await submit();
    await expect(announcement(page)).toHaveText(/^Customer Onboarding moved into API reference/);
    await expect
      .poll(async () => {
        if (/It is back where it was\.$/.test((await announcement(page).textContent()) ?? ''))
          return 'back';
        if (await toastWith(page, 'Customer Onboarding moved into API reference').count())
          return 'moved';
        return 'pending';
      })
      .not.toBe('pending');
    moved = (await toastWith(page, 'Customer Onboarding moved into API reference').count()) > 0;
    await expect(page.getByText(/partly moved|in both/)).toHaveCount(0);
  }
  await setDemoFaults(page, 0);

  // After a reload, the backend holds what the screen said: one site space, where it said.
  await page.reload();
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(onboarding()).toHaveCount(1);
  const home = moved ? 'API reference' : 'Guides';
  const outline = await structureOutline(page);
  const at = outline.indexOf('2 Customer Onboarding');
  expect(
    outline
      .slice(0, at)
      .filter((line) => line.startsWith('1 '))
      .at(-1),
  ).toBe(`1 ${home}`);

  // Removing says so with an Undo, which puts it back.
  await siteTree(page)
    .getByRole('button', { name: 'Actions for Customer Onboarding', exact: true })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Remove from site…' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove “Customer Onboarding” from the site?' })
    .getByRole('button', { name: 'Remove from site' })
    .click();
  const removed = toastWith(page, 'Removed “Customer Onboarding” from the site');
  await expect(removed).toBeVisible();
  await expect(onboarding()).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'removal toast with Undo');
  await removed.getByRole('button', { name: 'Undo' }).click();
  await expect(toastWith(page, `“Customer Onboarding” is back in ${home}`)).toBeVisible();
  await expect(onboarding()).toHaveCount(1);

  // A refused removal says why where the person looks, and the row stays.
  await setDemoFaults(page, 1);
  await siteTree(page)
    .getByRole('button', { name: 'Actions for Customer Onboarding', exact: true })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Remove from site…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove from site' }).click();
  await expect(
    toastWith(page, '“Customer Onboarding” was not removed from the site'),
  ).toContainText('temporarily unavailable');
  await setDemoFaults(page, 0);
  await expect(onboarding()).toHaveCount(1);
});
