import { demoUsers } from '@/backend/core/store/seeds';
import type { DemoSeed } from '@/lib/demo-backend';
import type { DemoUser } from '@/lib/session';

/**
 * `@/lib/demo-backend` in component tests (vitest.config.ts): happy-dom has no worker or
 * IndexedDB for the in-browser backend, and each screen already talks to its own Node backend
 * (`renderRoute`), which answers on any origin. Starting the demo gives the seed's demo users,
 * as the real one does once its backend is up; stopping it has nothing to stop.
 *
 * One stand-in for the whole component project, rather than a `vi.mock` per file: a file that
 * mocks a module needs a fresh worker and loads the whole app again.
 */

export type { DemoSeed };

export function startDemoBackend(_seed?: DemoSeed): Promise<DemoUser[]> {
  return Promise.resolve([...demoUsers]);
}

export function stopDemoBackend(): Promise<void> {
  return Promise.resolve();
}
