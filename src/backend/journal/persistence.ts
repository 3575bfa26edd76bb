import { type BackendState, type ChangeSet, mergeChanges } from '../core/index.ts';

/**
 * Where a runtime keeps the state between runs: IndexedDB in the browser, a JSON file for the
 * API server, nothing in tests. The backend drives it through a `SaveQueue` (below): `save`
 * after every successful mutating request (never after reads), `clear` on reset.
 */
export interface Persistence {
  load(): Promise<BackendState | undefined>;
  /**
   * `changes`, when given, says which records the change touched (store/change-tracking.ts):
   * a persistence may write only those. Without it, anything may have changed.
   */
  save(state: BackendState, changes?: ChangeSet): Promise<void>;
  clear(): Promise<void>;
  /**
   * Nothing was loaded and the backend starts from `state` (a fresh data set): a persistence
   * may write it ahead of the first change, in idle time, so that change need not wait for it.
   */
  started?(state: BackendState): void;
}

/** A persistence the backend can also ask to finish what it has not written yet. */
export interface SaveQueue extends Persistence {
  /**
   * Writes any change not written yet and resolves once every write and clear started so far
   * has settled: after it, a fresh load sees every change made before the call.
   */
  flush(): Promise<void>;
}

/**
 * Awaited saves (the API server, the demo's journal): `save` resolves once the state is written. Serializes saves
 * so two overlapping requests never write out of order, and coalesces a burst into one write of
 * the latest state.
 */
export function serializeSaves(persistence: Persistence): SaveQueue {
  let running: Promise<void> = Promise.resolve();
  let pending: Promise<void> | undefined;
  let latest: BackendState | undefined;
  // What the saves coalesced into the pending write touched; undefined once any said nothing.
  let changes: ChangeSet | undefined;
  return {
    load: () => persistence.load(),
    save(state, changed) {
      latest = state;
      if (pending === undefined) changes = changed && new Map();
      if (changes && changed) mergeChanges(changes, changed);
      else changes = undefined;
      pending ??= running.then(async () => {
        pending = undefined;
        const toWrite = latest;
        const touched = changes;
        changes = undefined;
        if (toWrite) await persistence.save(toWrite, touched);
      });
      running = pending.catch(() => undefined);
      return pending;
    },
    async clear() {
      latest = undefined;
      await running;
      await persistence.clear();
    },
    // Every save starts at once (queued behind the one in flight), so nothing waits unwritten.
    flush: () => running,
  };
}

/** Runs `run` later, once; the returned function cancels it if it has not run yet. */
export type Schedule = (run: () => void) => () => void;
