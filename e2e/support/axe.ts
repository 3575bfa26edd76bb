import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels the console commits to (see docs/guide toolchain). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The console's themes; every screen must pass axe in both (src/styles/tokens.css). */
const themes = ['light', 'dark'] as const;

type Theme = (typeof themes)[number];

interface SeriousViolation {
  theme: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe on the current page in the light and the dark theme and fails on serious or
 * critical violations, printing each rule with the offending selectors so the failure says
 * what to fix. The page's own theme is restored afterwards. `only` narrows it to the themes
 * given, for a screen whose colours another journey checks already (the phone's sweep of every
 * screen: its width changes the layout, not the colours).
 *
 * axe is put into the page once (it stays until the page loads another document) and both
 * themes are checked in one call. `AxeBuilder` injected its 600 KB again for every check and
 * finished each run in a new blank page; with some 150 checks in the suite that was a large
 * part of the Playwright run (docs/decisions/0040). The rules, the WCAG tags and the part of the
 * page checked are the same.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  context?: string,
  only: readonly Theme[] = themes,
): Promise<void> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  const serious = await page.evaluate(checkThemes, { themes: [...only], tags: axeTags });
  const report = serious
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.theme} theme): ${violation.help}\n` +
        violation.targets.map((target) => `    ${target}`).join('\n'),
    )
    .join('\n');
  expect(serious, `${context ?? page.url()}\n${report}`).toEqual([]);
}

/**
 * Runs in the page: each theme in turn, with transitions held still, so the colours axe reads
 * are the theme's own at once (buttons ease their colours over 150 ms, which had to be waited
 * out otherwise).
 */
async function checkThemes({
  themes,
  tags,
}: {
  themes: string[];
  tags: string[];
}): Promise<SeriousViolation[]> {
  const root = document.documentElement;
  const original = root.dataset['theme'];
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  const found: SeriousViolation[] = [];
  try {
    for (const theme of themes) {
      root.dataset['theme'] = theme;
      // While a dialog is open Radix hides the page behind it with aria-hidden and traps focus
      // in the dialog, so only the dialog is what a person can reach; axe would otherwise
      // report every focusable control behind it as "aria-hidden-focus". Menus are not modal
      // (the page stays reachable and is checked whole), so they get no such narrowing.
      const modal = document.querySelector('#root[aria-hidden="true"]') !== null;
      const results = await window.axe.run(
        modal ? { include: [['[role="dialog"], [role="alertdialog"]']] } : document,
        { runOnly: { type: 'tag', values: tags } },
      );
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        found.push({
          theme,
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        });
      }
    }
  } finally {
    if (original) root.dataset['theme'] = original;
    still.remove();
  }
  return found;
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
