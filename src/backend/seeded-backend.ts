// Node-only, for tests; the app program is typed for the browser.
/// <reference types="node" />
import { isDeepStrictEqual } from 'node:util';
import { createBackend, type Backend } from './create-backend.ts';
import { type BackendState, createSeedState, type SeedName } from './core/index.ts';

/**
 * For suites that run hundreds of cases, each against a seeded backend of its own (the
 * contract, the authorization matrix): what `createBackend({ seed })` gives, for a fraction of
 * its cost.
 *
 * Most of that cost is not the seed but the backend's MSW handlers, one per operation, the same
 * for every backend. So one backend per seed is built once, and each call gives it a fresh copy
 * of the seed (made from a frozen template that no case can change) and restarts its
 * clock. Cases stay as isolated as with a backend each: everything a backend remembers between
 * requests is in its state (the records, the clock offset, the faults; indexes and kept answers
 * hang on the state object), and without a persistence it keeps nothing else. Cases must not
 * overlap, which they do not in a file without `concurrent`.
 */

export interface SeededBackendOptions {
  seed?: SeedName;
  /**
   * `running` (the default): the clock starts at the seed's time when the call is made and runs
   * on, as for a backend seeded then. `frozen`: it stands still at the seed's time, so nothing
   * time-driven (a translation's next run) can land while a case compares the state before and
   * after a request.
   */
  clock?: 'running' | 'frozen';
}

interface Seeded {
  backend: Backend;
  template: BackendState;
  /** The template as JSON, what a fresh copy serializes to. */
  text: string;
  /** A fresh copy of the template. */
  copy: () => BackendState;
  seededAt: number;
  now: () => number;
}

const seeded = new Map<SeedName, Seeded>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Fresh copies of `state` as it is now (later changes to it are not copied), and its JSON.
 * Parsing the JSON costs half of `structuredClone` (about 1 ms against 2 for the demo seed,
 * hundreds of times per file), and gives the very same data as long as the state is plain JSON:
 * no `undefined` value, no -0, no `Date`. Checked here once, with `structuredClone` as the
 * fallback.
 */
export function copiesOf(state: BackendState): { text: string; copy: () => BackendState } {
  const text = JSON.stringify(state);
  const parses = isDeepStrictEqual(JSON.parse(text), structuredClone(state));
  const kept = parses ? undefined : structuredClone(state);
  return {
    text,
    copy: kept ? () => structuredClone(kept) : () => JSON.parse(text) as BackendState,
  };
}

function seededFor(seed: SeedName): Seeded {
  const known = seeded.get(seed);
  if (known) return known;
  const seededAt = Date.now();
  const template = deepFreeze(createSeedState(seed, { now: seededAt }));
  const entry: Seeded = {
    template,
    ...copiesOf(template),
    seededAt,
    now: () => seededAt,
    backend: createBackend({
      state: structuredClone(template),
      // Read through the entry: each call decides where the clock starts and whether it runs.
      realNow: () => entry.now(),
    }),
  };
  seeded.set(seed, entry);
  return entry;
}

/** A backend on a fresh copy of the seed; see above for what it shares with the previous one. */
export function seededBackend(options: SeededBackendOptions = {}): Backend {
  const entry = seededFor(options.seed ?? 'demo');
  const startedAt = Date.now();
  entry.now =
    options.clock === 'frozen'
      ? () => entry.seededAt
      : () => entry.seededAt + (Date.now() - startedAt);
  entry.backend.store.state = entry.copy();
  return entry.backend;
}

/** The seed's state as JSON: what a backend from `seededBackend` holds before any request. */
export function seededStateText(seed: SeedName = 'demo'): string {
  return seededFor(seed).text;
}
