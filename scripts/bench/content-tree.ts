import type { Locator, Page } from '@playwright/test';
import { connectRemote, launchChromium, openDemo } from './demo-browser.ts';

export interface ContentTreeRun {
  /** Spaces and collections the organization has. */
  spaces: number;
  collections: number;
  /** From the click on "Content" to the first tree row on screen. */
  shownMs: number;
  /** Tree rows in the DOM once shown (the tree renders only what is in view). */
  rowsInDom: number;
  /** Tree rows in the DOM after scrolling to the middle of the tree. */
  rowsInDomScrolled: number;
  /** The longest frame while scrolling the tree to the bottom, a step per frame. */
  worstScrollFrameMs: number;
}

/** Scrolls a box from top to bottom in 40 steps, one per frame; the longest frame. */
export function worstScrollFrame(box: Locator) {
  // No named functions inside evaluate: tsx would wrap them with a helper the page lacks.
  return box.evaluate(async (node) => {
    node.scrollTop = 0;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const steps = 40;
    let worst = 0;
    let last = performance.now();
    for (let step = 1; step <= steps; step += 1) {
      node.scrollTop = ((node.scrollHeight - node.clientHeight) * step) / steps;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
    }
    return worst;
  });
}

/** The large seed's organization (src/backend/core/store/seed-tree.ts) and the demo's Acme Docs. */
const largeOrgId = 'org_large';
const smallOrgId = 'org_acme';
/** Spaces added to Acme so the small organization has about 100. */
const smallTarget = 100;

/** The tree's scrolling box: the tree sits in its canvas (src/components/sortable-tree). */
function scroller(page: Page) {
  return page.locator('[role="tree"]').locator('xpath=../..');
}

async function countRows(page: Page) {
  return page.locator('[role="tree"] [role="treeitem"]').count();
}

/** How many spaces and collections the organization has, asked of its API (`apiUrl`). */
function countContent(page: Page, apiUrl: string, orgId: string) {
  // No named functions inside evaluate: tsx would wrap them with a helper the page lacks.
  return page.evaluate(
    async ({ organizationId, base }) => {
      const raw = sessionStorage.getItem('folio.session') ?? '{}';
      const token = (JSON.parse(raw) as { token?: string }).token ?? '';
      const headers = { Authorization: `Bearer ${token}` };
      const answers = await Promise.all(
        [
          `${base}/v1/orgs/${organizationId}/spaces?limit=1`,
          `${base}/v1/orgs/${organizationId}/collections?limit=1`,
        ].map(
          async (path) =>
            ((await (await fetch(path, { headers })).json()) as { count: number }).count,
        ),
      );
      return { spaces: answers[0] ?? 0, collections: answers[1] ?? 0 };
    },
    { organizationId: orgId, base: apiUrl },
  );
}

/**
 * Opens the organization, then times the client-side navigation to its content tree; once
 * every space is in (the header counts them), scrolls it. `apiUrl` is '' in the demo.
 */
async function measureTree(
  page: Page,
  appUrl: string,
  orgId: string,
  apiUrl = '',
): Promise<ContentTreeRun> {
  await page.goto(`${appUrl}/orgs/${orgId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const counts = await countContent(page, apiUrl, orgId);
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Content' });
  const started = Date.now();
  await link.click();
  await page.locator('[role="tree"] [role="treeitem"]').first().waitFor({ timeout: 60_000 });
  const shownMs = Date.now() - started;
  const rowsInDom = await countRows(page);
  // The scrolling measured is the whole tree's, not the list still growing page by page.
  await page
    .getByText(`${counts.spaces.toLocaleString('en')} spaces in`)
    .waitFor({ timeout: 60_000 });
  await page.waitForTimeout(300);
  await scroller(page).evaluate((node) => {
    node.scrollTop = node.scrollHeight / 2;
  });
  await page.waitForTimeout(300);
  const rowsInDomScrolled = await countRows(page);
  const worstScrollFrameMs = await worstScrollFrame(scroller(page));
  return { ...counts, shownMs, rowsInDom, rowsInDomScrolled, worstScrollFrameMs };
}

/** Adds spaces to an organization through the API (the demo's backend) until it has `target`. */
async function growTo(page: Page, orgId: string, target: number) {
  await page.evaluate(
    async ({ organizationId, wanted }) => {
      const raw = sessionStorage.getItem('folio.session') ?? '{}';
      const token = (JSON.parse(raw) as { token?: string }).token ?? '';
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const list = await fetch(`/v1/orgs/${organizationId}/spaces?limit=1`, { headers });
      const { count } = (await list.json()) as { count: number };
      for (let i = count; i < wanted; i += 1) {
        const response = await fetch(`/v1/orgs/${organizationId}/spaces`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ title: `Bench space ${i + 1}` }),
        });
        if (!response.ok) throw new Error(`creating a space answered ${response.status}`);
      }
    },
    { organizationId: orgId, wanted: target },
  );
}

/**
 * In the demo with the "Large organization" data: how long the content tree of 10,000 spaces in
 * 300 collections takes to show, and how many rows it puts in the DOM compared with an
 * organization of about 100 spaces (virtualized, it should be the same).
 */
export async function measureContentTree(appUrl: string) {
  const browser = await launchChromium();
  try {
    const page = await openDemo(browser, appUrl, { largeData: true });

    const large = await measureTree(page, appUrl, largeOrgId);
    await growTo(page, smallOrgId, smallTarget);
    const small = await measureTree(page, appUrl, smallOrgId);
    return { large, small };
  } finally {
    await browser.close();
  }
}

/** The large organization's tree against an API server with the large seed, signed in with a
 * token: what the console costs without the demo's backend on the page's main thread. */
export async function measureContentTreeRemote(appUrl: string, apiUrl: string) {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await connectRemote(page, appUrl, apiUrl);
    return await measureTree(page, appUrl, largeOrgId, apiUrl);
  } finally {
    await browser.close();
  }
}
