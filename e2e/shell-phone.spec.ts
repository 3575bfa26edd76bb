import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('on a phone the header fits, the navigation is a menu and the palette fits', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page, 'phone overview');

  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.tap();
  await expect(nav).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'phone menu');
  await nav.getByRole('link', { name: 'Change requests' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Change requests' })).toBeVisible();
  await expect(nav).toBeHidden();
  expect(await scrollsSideways(page)).toBe(false);

  await page.getByRole('button', { name: 'Jump to…' }).tap();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('handbook');
  await expect(palette.getByRole('option', { name: /Handbook/ }).first()).toBeVisible();
  const box = await palette.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectNoSeriousA11yViolations(page, 'phone palette');
});
