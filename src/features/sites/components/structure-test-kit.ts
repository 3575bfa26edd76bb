import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { cleanupSitePage, renderSitePage } from './render-site-page';

/*
 * What the Structure page's component tests share: the page with its tree, the writes it
 * sends, and ways to read the tree and to make the backend refuse a call.
 */

export const sitePath = '/v1/orgs/org_acme/sites/site_docs';

/**
 * Registers the tests' lifecycle: happy-dom lays nothing out, so the tree's virtualiser would
 * see a scroll box of no height and draw no row; every element gets a size, as in a window.
 */
export function sizedStructurePage() {
  const sized = ['clientHeight', 'clientWidth'] as const;
  beforeAll(() => {
    for (const name of sized)
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 800 });
  });
  afterAll(() => {
    for (const name of sized) Reflect.deleteProperty(HTMLElement.prototype, name);
  });
  afterEach(cleanupSitePage);
}

/** The Structure page of the docs site, with every write it sends as "METHOD /path". */
export async function openStructure() {
  const page = await renderSitePage({ part: 'structure' });
  const writes: string[] = [];
  page.backend.server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const structure = page.region('Structure');
  const docs = () => page.backend.store.state.sites.find((s) => s.id === 'site_docs')!;
  return { ...page, structure, writes, docs, tree: within(structure).getByRole('tree') };
}

export type StructurePage = Awaited<ReturnType<typeof openStructure>>;

/** The titles of the top-level rows. */
export const topLevel = (tree: HTMLElement) =>
  within(tree)
    .getAllByRole('treeitem')
    .filter((row) => row.getAttribute('aria-level') === '1')
    .map((row) => row.getAttribute('aria-label')?.replace(/, .*$/, ''));

/** Every drawn row as "<level> <title>", in tree order. */
export const outline = (tree: HTMLElement) =>
  within(tree)
    .getAllByRole('treeitem')
    .map(
      (row) =>
        `${row.getAttribute('aria-level')} ${row.getAttribute('aria-label')?.replace(/, .*$/, '')}`,
    );

export async function chooseFromMenu(
  user: StructurePage['user'],
  tree: HTMLElement,
  rowTitle: string,
  action: string,
) {
  await user.click(within(tree).getByRole('button', { name: `Actions for ${rowTitle}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

/**
 * Clicks a button of a toast. The toasts' region takes pointer events only once it has counted
 * its toasts (an effect after the toast shows), so a click right away can find it closed.
 */
export async function clickInToast(page: StructurePage, toast: HTMLElement, name: string) {
  const region = screen.getByRole('region', { name: /^Notifications/ });
  await waitFor(() => expect(region.style.pointerEvents).not.toBe('none'));
  await page.user.click(within(toast).getByRole('button', { name }));
}

/** Move to… a row, into the place whose option reads `place` (indentation aside). */
export async function moveTo(page: StructurePage, rowTitle: string, place: string) {
  await chooseFromMenu(page.user, page.tree, rowTitle, 'Move to…');
  const dialog = await screen.findByRole('dialog', { name: `Move “${rowTitle}”` });
  const select = within(dialog).getByLabelText('New place');
  await page.user.selectOptions(
    select,
    within(select).getByRole('option', { name: new RegExp(`^\\s*${place}$`) }),
  );
  await page.user.click(within(dialog).getByRole('button', { name: 'Move' }));
}

/** An error answer as the platform sends it; a 503 says to come back at once (Retry-After 0). */
export function errorAnswer(status: number, message: string) {
  return HttpResponse.json(
    { error: { code: status === 503 ? 'unavailable' : 'invalid_request', message } },
    { status, headers: status === 503 ? { 'Retry-After': '0' } : {} },
  );
}

export const unavailable = () =>
  errorAnswer(503, 'The service is temporarily unavailable. Please try again shortly.');

/**
 * Makes the backend answer as a server without the one-step move across sections would
 * (decision 0020): one that does not know `sectionId` and rejects it (400), or ignores it.
 */
export function withoutMoveAcrossSections(
  page: StructurePage,
  how: 'rejects' | 'ignores' = 'rejects',
) {
  page.backend.server.use(
    http.post(
      `${page.backend.baseUrl}${sitePath}/site-spaces/:siteSpaceId/move`,
      async ({ request }) => {
        const { sectionId, ...rest } = (await request.clone().json()) as Record<string, unknown>;
        if (sectionId === undefined) return undefined;
        if (how === 'rejects') return errorAnswer(400, 'sectionId is not an allowed field.');
        // A server that ignores unknown fields: the move without it, as the backend answers.
        return page.backend.request(new URL(request.url).pathname, {
          method: 'POST',
          headers: { authorization: request.headers.get('authorization') ?? '' },
          json: rest,
        });
      },
    ),
  );
}
