import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels the console commits to (see docs/guide toolchain). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the current page and fails on serious or critical violations, printing each rule
 * with the offending selectors so the failure says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, context?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(axeTags);
  // While a modal layer (dialog, alert dialog, menu) is open Radix hides the page behind it with
  // aria-hidden and traps focus in the layer, so only the layer is what a person can reach; axe
  // would otherwise report every focusable control behind it as "aria-hidden-focus".
  if ((await page.locator('#root[aria-hidden="true"]').count()) > 0) {
    builder = builder.include('[role="dialog"], [role="alertdialog"], [role="menu"]');
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
  expect(serious, `${context ?? page.url()}\n${report}`).toEqual([]);
}
