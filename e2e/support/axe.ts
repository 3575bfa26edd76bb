import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels the console commits to (see docs/guide toolchain). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The console's themes; every screen must pass axe in both (src/styles/tokens.css). */
const themes = ['light', 'dark'] as const;

type Theme = (typeof themes)[number];

/**
 * Runs axe on the current page in the light and the dark theme and fails on serious or
 * critical violations, printing each rule with the offending selectors so the failure says
 * what to fix. The page's own theme is restored afterwards. `only` narrows it to the themes
 * given, for a screen whose colours another journey checks already (the phone's sweep of every
 * screen: its width changes the layout, not the colours).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  context?: string,
  only: readonly Theme[] = themes,
): Promise<void> {
  const original = await page.evaluate(() => document.documentElement.dataset['theme']);
  try {
    for (const theme of only) {
      await page.evaluate((name) => {
        document.documentElement.dataset['theme'] = name;
      }, theme);
      // Colours ease over 150 ms; let them settle before axe reads them.
      await page.waitForTimeout(200);
      await checkTheme(page, `${context ?? page.url()} (${theme} theme)`);
    }
  } finally {
    await page.evaluate((name) => {
      if (name) document.documentElement.dataset['theme'] = name;
    }, original);
  }
}

async function checkTheme(page: Page, context: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(axeTags);
  // While a dialog is open Radix hides the page behind it with aria-hidden and traps focus in
  // the dialog, so only the dialog is what a person can reach; axe would otherwise report every
  // focusable control behind it as "aria-hidden-focus". Menus are not modal (the page stays
  // reachable and is checked whole), so they get no such narrowing.
  if ((await page.locator('#root[aria-hidden="true"]').count()) > 0) {
    builder = builder.include('[role="dialog"], [role="alertdialog"]');
  }
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    )
    .join('\n');
  expect(serious, `${context}\n${report}`).toEqual([]);
}
