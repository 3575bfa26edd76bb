import { ApiError, apiErrorFromResponse } from '@/lib/api-error';
import { sessionStore } from '@/lib/session';

/*
 * The demo backend's control endpoints are not part of the platform's API (the contract in
 * src/api/openapi.yaml), so they have no generated types; these few shapes are the whole of it.
 */
export interface BackendFaults {
  latencyMs: number;
  /** 0..1: the share of API requests answered with `status`. */
  errorRate: number;
  status: 500 | 503 | 429;
}

export interface BackendClock {
  now: string;
}

async function control<T>(path: string, init?: { method: 'POST'; body?: unknown }): Promise<T> {
  let response: Response;
  try {
    // The demo's backend answers at the session's origin (the page's own, in the demo).
    const base = sessionStore.get()?.baseUrl ?? '';
    response = await fetch(`${base}/_backend/${path}`, {
      method: init?.method ?? 'GET',
      // Every POST is JSON, even a reset without a body: the control endpoints refuse any other
      // type, so another site's page cannot call them without a CORS preflight.
      headers: init ? { 'Content-Type': 'application/json' } : undefined,
      body: init ? JSON.stringify(init.body ?? {}) : undefined,
    });
  } catch {
    throw new ApiError({ status: 0, kind: 'network', message: 'The demo backend is not running.' });
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const backendControl = {
  reset: () => control<unknown>('reset', { method: 'POST' }),
  clock: () => control<BackendClock>('clock'),
  advanceClock: (advanceMs: number) =>
    control<BackendClock>('clock', { method: 'POST', body: { advanceMs } }),
  faults: () => control<BackendFaults>('faults'),
  setFaults: (faults: BackendFaults) =>
    control<BackendFaults>('faults', { method: 'POST', body: faults }),
};
