import { expect, type Locator, type Page } from '@playwright/test';
import { setDemoFaults } from './demo-backend.ts';

/** The API writes (every method but GET) the page sends, and how each was answered. */
function watchWrites(page: Page) {
  const statuses: (number | 'pending')[] = [];
  const pending = new Map<object, number>();
  page.on('request', (request) => {
    if (request.method() === 'GET' || !new URL(request.url()).pathname.startsWith('/v1/')) return;
    pending.set(request, statuses.push('pending') - 1);
  });
  const settle = (request: object, status: number) => {
    const index = pending.get(request);
    if (index === undefined) return;
    statuses[index] = status;
    pending.delete(request);
  };
  page.on('requestfinished', async (request) => {
    if (!pending.has(request)) return;
    settle(request, (await request.response())?.status() ?? 0);
  });
  page.on('requestfailed', (request) => settle(request, 0));
  return {
    count: () => statuses.length,
    since: (start: number) => statuses.slice(start),
  };
}

/**
 * The chaos journey's harness (issue 27): an action is committed with the demo backend failing
 * half of its calls and slow, and again after each failure it reports, until it reports success
 * or the tries run out. After each try, once its writes are answered, the screen must say what
 * happened: success when every write it sent succeeded, a failure message otherwise, and never
 * nothing. What it said is returned, for the test to check against what the screen shows and
 * what the backend holds after a reload.
 */
export async function commitUnderChaos(
  page: Page,
  action: {
    /** Performs the change's last step (the click that sends it). */
    commit: (attempt: number) => Promise<void>;
    /** What the screen says when the change is made. */
    success: Locator;
    /** What the screen says when it is not (a message where the person is looking). */
    failure: Locator;
    /** Puts the screen back where the change can be committed again, after a failure. */
    again?: () => Promise<void>;
    tries?: number;
  },
): Promise<'success' | 'failure'> {
  const writes = watchWrites(page);
  const tries = action.tries ?? 6;
  await setDemoFaults(page, 0.5, 150);
  try {
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const start = writes.count();
      await action.commit(attempt);
      // The try's writes, including any clean-up the console sends after the first: done when
      // none is pending and no new one came for a second.
      let seen = -1;
      await expect
        .poll(
          () => {
            const sent = writes.since(start);
            const quiet = sent.length > 0 && !sent.includes('pending') && sent.length === seen;
            seen = sent.length;
            return quiet;
          },
          {
            message: `attempt ${attempt + 1} sends its change`,
            intervals: [1000],
            timeout: 30_000,
          },
        )
        .toBe(true);
      const made = writes.since(start).every((status) => status !== 'pending' && status < 400);
      if (made) {
        await expect(action.success, `attempt ${attempt + 1} says it succeeded`).toBeVisible({
          timeout: 15_000,
        });
        return 'success';
      }
      await expect(action.failure.first(), `attempt ${attempt + 1} says it failed`).toBeVisible();
      await expect(action.success).toHaveCount(0);
      await action.again?.();
    }
    return 'failure';
  } finally {
    await setDemoFaults(page, 0, 0);
  }
}

/**
 * Reloads the page once the faults are off, and waits for its heading: the demo backend answers
 * the page's calls only once the app has started it again.
 */
export async function reloadCalmly(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toHaveCount(0);
}

/** The answer of one API call made from the page with a demo token. */
export async function backendHolds<T>(page: Page, path: string, token = 'demo-admin'): Promise<T> {
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return (await response.json()) as T;
    },
    { path, token },
  );
}
