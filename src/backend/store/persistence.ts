import type { BackendState } from './state.ts';

/**
 * Where a runtime keeps the state between runs: IndexedDB in the browser, a JSON file for the
 * API server, nothing in tests. The framework calls `save` after every successful mutating
 * request (never after reads) and `clear` on reset.
 */
export interface Persistence {
  load(): Promise<BackendState | undefined>;
  save(state: BackendState): Promise<void>;
  clear(): Promise<void>;
}

/**
 * Serializes saves so two overlapping requests never write out of order, and coalesces a burst
 * into one write of the latest state.
 */
export function serializeSaves(persistence: Persistence): Persistence {
  let running: Promise<void> = Promise.resolve();
  let pending: Promise<void> | undefined;
  let latest: BackendState | undefined;
  return {
    load: () => persistence.load(),
    save(state) {
      latest = state;
      pending ??= running.then(async () => {
        pending = undefined;
        const toWrite = latest;
        if (toWrite) await persistence.save(toWrite);
      });
      running = pending.catch(() => undefined);
      return pending;
    },
    async clear() {
      latest = undefined;
      await running;
      await persistence.clear();
    },
  };
}
