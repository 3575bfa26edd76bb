import type { Page } from '@playwright/test';

/**
 * Switches the demo backend's fault injection from inside the page (the service worker answers
 * `/_backend/faults` like any API call): every /v1 request fails with 503 at `errorRate`, and each answer (and each event of a streamed
 * one) waits `latencyMs` more.
 */
export async function setDemoFaults(page: Page, errorRate: number, latencyMs = 0): Promise<void> {
  await page.evaluate(
    async ({ rate, latency }) => {
      const response = await fetch('/_backend/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ latencyMs: latency, errorRate: rate, status: 503 }),
      });
      if (!response.ok) throw new Error(`faults: ${response.status}`);
    },
    { rate: errorRate, latency: latencyMs },
  );
}

/**
 * Moves the demo backend's clock forward by `ms` from inside the page, as the Backend panel
 * does: work that runs on the clock (translation runs, specification processing) moves on at
 * once, and the screens see it on their next poll.
 */
export async function advanceDemoClock(page: Page, ms: number): Promise<void> {
  await page.evaluate(async (advanceMs) => {
    const response = await fetch('/_backend/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs }),
    });
    if (!response.ok) throw new Error(`clock: ${response.status}`);
  }, ms);
}
