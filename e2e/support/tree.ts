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
 * Drags one row onto another with the mouse as a person does: grab the row in its empty
 * middle (away from the toggle, the title link, the Actions button and any toast in the
 * corner), nudge past the drag threshold, move, drop. Both rows must be on screen: a mouse
 * cannot drop where it cannot reach.
 */
export async function dragRowOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  const viewport = page.viewportSize();
  if (!start || !end) throw new Error('rows are not on screen');
  if (viewport && Math.max(start.y + start.height, end.y + end.height) > viewport.height) {
    throw new Error('a row lies below the window: make the window taller or scroll first');
  }
  const grabX = (box: { x: number; width: number }) => box.x + box.width * 0.55;
  await page.mouse.move(grabX(start), start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(grabX(start), start.y + start.height / 2 - 12, { steps: 4 });
  await page.mouse.move(grabX(end), end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
  // After a drop, dnd-kit swallows clicks for 50 ms (the click that ends a drag must not open
  // anything), on a page timer. On a busy machine a click queued behind that timer is eaten, and
  // a menu opened right after the drop never opens: wait for a later page timer, so the page
  // has run dnd-kit's first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
}
