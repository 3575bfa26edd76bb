import { del, get, set } from 'idb-keyval';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createBackend, modelEventPaceMs } from './create-backend.ts';
import type { Persistence } from './store/persistence.ts';
import type { DemoUser } from './store/seeds.ts';
import { isBackendState, type SeedName } from './store/state.ts';

/**
 * The demo runtime: the backend runs in the page, answering through MSW's service worker. State
 * is kept in IndexedDB (localStorage is too small for the larger seeds) so the demo survives
 * reloads; `/_backend/reset` returns to the seed and forgets what was saved.
 */

const storageKey = 'folio-demo-backend-state';

const indexedDbPersistence: Persistence = {
  async load() {
    const saved: unknown = await get(storageKey);
    // A state saved by an older build (other version) is dropped rather than half-loaded.
    return isBackendState(saved) ? saved : undefined;
  },
  save: (state) => set(storageKey, state),
  clear: () => del(storageKey),
};

let worker: SetupWorker | undefined;

/** The data sets the demo can start from, for the start screen to offer. */
export const demoSeedChoices: readonly { seed: SeedName; label: string; description: string }[] = [
  {
    seed: 'demo',
    label: 'Demo organizations',
    description: 'Acme Docs with about twenty spaces in nested collections, plus two more.',
  },
  {
    seed: 'large',
    label: 'Large organization',
    description: 'Adds Initech Knowledge Base: 10,000 spaces in 300 collections.',
  },
];

export interface DemoBackendOptions {
  /**
   * The data to start from; `demo` when absent. A saved state of another seed is dropped and
   * the demo starts fresh from this one.
   */
  seed?: SeedName;
}

/** Starts the demo backend and resolves once the worker answers requests. */
export async function startDemoBackend(
  options: DemoBackendOptions = {},
): Promise<{ demoUsers: DemoUser[]; seed: SeedName }> {
  const seed = options.seed ?? 'demo';
  const loaded = await indexedDbPersistence.load().catch(() => undefined);
  const saved = loaded?.seed === seed ? loaded : undefined;
  if (loaded && !saved) await indexedDbPersistence.clear().catch(() => undefined);
  const backend = createBackend({
    seed,
    state: saved,
    persistence: indexedDbPersistence,
    eventPaceMs: modelEventPaceMs,
  });
  worker?.stop();
  worker = setupWorker(...backend.handlers);
  // Awaited: requests made before the worker is active would bypass it and fail.
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { demoUsers: [...backend.demoUsers], seed: backend.store.seed };
}

export function stopDemoBackend(): void {
  worker?.stop();
  worker = undefined;
}
