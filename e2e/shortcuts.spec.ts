import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';

test('g then a letter goes to an area, ? lists the shortcuts, and they can be turned off', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  // The palette's button comes with the shortcuts' code, right after the first paint.
  await expect(page.getByRole('button', { name: 'Jump to…' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  // Exactly the current entry is marked, inside its group.
  await expect(
    nav.getByRole('list', { name: 'Publishing' }).getByRole('link', { name: 'Sites' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog.getByRole('row', { name: /g then r Go to Change requests/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'shortcut list');
  await dialog.getByRole('switch', { name: 'Single-key shortcuts' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await page.keyboard.press('?');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  // Off is remembered; Ctrl K still opens the palette.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Jump to…' })).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
});
