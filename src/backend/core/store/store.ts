import { createSeedState } from './seeds.ts';
import type { BackendState, SeedName } from './state.ts';

/**
 * Holds the current state. Handlers read and change `store.state` in place; `reset` swaps in a
 * fresh copy of the seed the store was created from.
 */
export interface Store {
  state: BackendState;
  readonly seed: SeedName;
  reset(): void;
}

export function createStore(options: {
  seed: SeedName;
  state?: BackendState | undefined;
  /** Real time, for the seed's "deleted N days ago" spaces (the clock offset is 0 then). */
  now?: () => number;
}): Store {
  const now = options.now ?? Date.now;
  const store: Store = {
    // A loaded state remembers its own seed, so a reset returns to what it started from.
    seed: options.state?.seed ?? options.seed,
    state: options.state ?? createSeedState(options.seed, { now: now() }),
    reset() {
      store.state = createSeedState(store.seed, { now: now() });
    },
  };
  return store;
}
