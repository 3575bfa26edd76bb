import { ApiError } from '../core/index.ts';

/**
 * Injected latency and failures, switched on through `/_backend/faults`. They live in the
 * backend rather than in the test runner because requests answered by a service worker are
 * invisible to Playwright's routing.
 */
export interface Faults {
  /** Added before every answer, and between the events of a streamed one. */
  latencyMs: number;
  /** Share of requests that fail, 0..1. */
  errorRate: number;
  status: FaultStatus;
}

export type FaultStatus = 500 | 503 | 429;

export function noFaults(): Faults {
  return { latencyMs: 0, errorRate: 0, status: 500 };
}

const messages: Record<FaultStatus, string> = {
  500: 'Something went wrong on our side (injected fault). Please try again.',
  503: 'The service is temporarily unavailable (injected fault). Please try again shortly.',
  429: 'Too many requests (injected fault). Retry after the time in Retry-After.',
};

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits for the configured latency, then fails the request with the configured chance. */
export async function applyFaults(
  faults: Faults,
  random: () => number = Math.random,
): Promise<void> {
  if (faults.latencyMs > 0) await delay(faults.latencyMs);
  if (faults.errorRate > 0 && random() < faults.errorRate) {
    // errorAnswer adds Retry-After to the 429 and the 503.
    throw new ApiError(faults.status, messages[faults.status]);
  }
}

/** Whether any fault is switched on: without one, a request has nothing to wait for here. */
export function hasFaults(faults: Faults): boolean {
  return faults.latencyMs > 0 || faults.errorRate > 0;
}
