import type { Locator, Page } from '@playwright/test';

/** Text as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The accessible names of a tree's rendered rows at one level, top to bottom on screen (a
 * virtual tree's DOM order is not its visual order while rows move).
 */
export async function rowLabelsAt(tree: Locator, level: number): Promise<string[]> {
  return tree.locator(`[role="treeitem"][aria-level="${level}"]`).evaluateAll((nodes) =>
    nodes
      .map((node) => ({
        top: node.getBoundingClientRect().top,
        label: node.getAttribute('aria-label') ?? '',
      }))
      .sort((a, b) => a.top - b.top)
      .map((entry) => entry.label),
  );
}

/**
 * Drags one row onto another with the mouse as a person does: grab near the row's right end
 * (away from the toggle and the title link), nudge past the drag threshold, move, drop.
 */
export async function dragRowOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('rows are not on screen');
  await page.mouse.move(start.x + start.width - 120, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width - 120, start.y + start.height / 2 - 12, {
    steps: 4,
  });
  await page.mouse.move(end.x + end.width - 120, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}
