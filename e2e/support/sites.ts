import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, rowLabelsAt } from './tree.ts';

// The demo seed's Acme Developer Docs (site_docs): at the top level, in this order, the
// sections Guides and API reference, then the groups Build (iOS, Android) and Operate.

export async function openSites(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
}

/** The site's own navigation (Overview and publishing, Structure, Audience...). */
export const siteNav = (page: Page) => page.getByRole('navigation', { name: 'Site' });

/** Opens a part of the site by its link in the site's navigation. */
export async function openSitePart(page: Page, part: string) {
  const link = siteNav(page).getByRole('link', { name: part, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** Opens a site from the Sites list, then one of its parts (its overview by default). */
export async function openSite(page: Page, title: string, part?: string) {
  await openSites(page);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  if (part) await openSitePart(page, part);
}

export const siteTree = (page: Page) => page.getByRole('tree', { name: 'Site structure' });

/** Acme Developer Docs' Structure, its tree drawn and collapsed. */
export async function openDocsStructure(page: Page) {
  await openSite(page, 'Acme Developer Docs', 'Structure');
  await expect(siteTree(page).getByRole('treeitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Collapse all' }).click();
}

/** A row by its title; its name is "<title>, <kind>[, default][, icon <name>]". */
export const structureRow = (page: Page, title: string): Locator =>
  siteTree(page).getByRole('treeitem', {
    name: new RegExp(`^${escapeRegExp(title)}, (group|section|site space)`),
  });

/** The titles of the rows drawn at one level, top to bottom. */
export async function structureTitlesAt(page: Page, level: number): Promise<string[]> {
  return (await rowLabelsAt(siteTree(page), level)).map((label) =>
    label.replace(/, (group|section|site space)(, .*)?$/, ''),
  );
}

/** Every drawn row as "<level> <title>", top to bottom. */
export async function structureOutline(page: Page): Promise<string[]> {
  const rows = await siteTree(page)
    .getByRole('treeitem')
    .evaluateAll((nodes) =>
      nodes
        .map((node) => ({
          top: node.getBoundingClientRect().top,
          text: `${node.getAttribute('aria-level')} ${node.getAttribute('aria-label') ?? ''}`,
        }))
        .sort((a, b) => a.top - b.top)
        .map((entry) => entry.text),
    );
  return rows.map((row) => row.replace(/, (group|section|site space)(, .*)?$/, ''));
}
