/**
 * A short-lived cache of answers to repeated reads, for the Node server. Every answer is still
 * produced by the MSW handlers; the cache only replays the bytes of an identical GET (same URL,
 * same token) while nothing can have changed it:
 *
 * - every request that may change state (any non-GET, including the control endpoints) moves
 *   the revision, which empties the cache, and an answer computed across a revision change is
 *   never stored;
 * - entries expire after `ttlMs`, which bounds what the passage of real time could change
 *   (time-driven rules read the clock);
 * - the caller bypasses the cache while faults are injected, so latency and errors still apply.
 *
 * Why: building Fetch `Request`/`Response` objects and running MSW's matching costs several
 * times what node:http itself does, and the console (and the benchmark) re-read the same lists.
 */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ReadCache {
  /** Current revision; pass it back to `store` so stale answers are dropped. */
  revision(): number;
  /** Call before and after handling any request that may change state. */
  invalidate(): void;
  get(key: string): CachedAnswer | undefined;
  store(key: string, revision: number, answer: CachedAnswer): void;
}

export function createReadCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReadCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { answer: CachedAnswer; expiresAt: number }>();
  let revision = 0;
  return {
    revision: () => revision,
    invalidate() {
      revision += 1;
      entries.clear();
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.answer;
    },
    store(key, at, answer) {
      if (at !== revision) return;
      // A crude bound: the working set of a console session is small.
      if (entries.size >= options.maxEntries) entries.clear();
      entries.set(key, { answer, expiresAt: now() + options.ttlMs });
    },
  };
}
