import { type BackendState, type ChangeSet, isBackendState } from '../core/index.ts';
import { applyJournalEntry, isJournalEntry, journalRecords } from './journal-records.ts';
import type { Persistence, Schedule } from './persistence.ts';

/**
 * A journal over a store that applies each write whole or not at all, in the order the writes
 * were made: IndexedDB for the demo (journal-idb.ts), memory in tests. A snapshot of the whole
 * state (JSON text) and entries by increasing key, each holding only the records one change
 * touched (journal-records.ts). Decisions 0026 and 0031.
 *
 * - A save with a change set writes one entry and resolves once it, and every write before it,
 *   is stored: an answered change is never behind a write that may still fail.
 * - A save without one (the first, a reset, a clock move) writes a snapshot.
 * - A journal that outgrew its snapshot (and `compactAfterBytes`) is compacted later, when
 *   `schedule` says (the demo: after a quiet second), not before an answer: one write puts the
 *   state as the new snapshot and drops every entry before it.
 * - `started` (a fresh data set, nothing saved) schedules the first snapshot the same way, so
 *   the first change does not wait for the whole state to be written.
 *
 * Keys only grow (a compaction keeps the counter), so an entry made while a compaction is in
 * flight sorts after the entries it drops, whatever order things settle in.
 */

/** One write: applied whole or not at all. */
export interface JournalWrite {
  /** Deletes the snapshot and every entry, before anything else in the write. */
  clear?: true;
  /** The new snapshot: the whole state as JSON text. */
  snapshot?: string;
  /** Deletes every entry whose key is below this one. */
  dropBelow?: number;
  entry?: { key: number; text: string };
}

export interface JournalStorage {
  /** The snapshot as stored (text; an object from an earlier build) and the entries by key. */
  read(): Promise<{ snapshot: unknown; entries: { key: number; text: string }[] }>;
  /** Resolves once `write` is stored; writes are applied in the order of the calls. */
  write(write: JournalWrite): Promise<void>;
}

export interface JournalOptions {
  /** When to compact, or write a first snapshot, off the answer's path. */
  schedule: Schedule;
  /** Entries never trigger a compaction below this size (bytes of JSON text). */
  compactAfterBytes?: number;
}

export interface JournalPersistence extends Persistence {
  /** Nothing was loaded and the backend starts from `state`: snapshot it when scheduled. */
  started(state: BackendState): void;
}

const defaultCompactAfterBytes = 1024 * 1024;

export function journalOver(storage: JournalStorage, options: JournalOptions): JournalPersistence {
  const compactAfterBytes = options.compactAfterBytes ?? defaultCompactAfterBytes;
  const records = journalRecords();
  /** Whether the stored snapshot and entries, once every write lands, give what `records` knows. */
  let ready = false;
  let next = 0;
  let snapshotBytes = 0;
  let journalBytes = 0;
  /** The latest write; rejects when it or any write it builds on failed. */
  let tail: Promise<void> = Promise.resolve();
  /** Bumped by each snapshot and clear: what a write fails before one of those no longer matters. */
  let generation = 0;
  let cancelScheduled: (() => void) | undefined;

  const cancel = () => {
    cancelScheduled?.();
    cancelScheduled = undefined;
  };

  /**
   * Starts a write now, so it takes its place in the store's order at once. An entry depends on
   * the writes before it (it changes what they hold); a snapshot or a clear does not.
   */
  function enqueue(write: JournalWrite, dependsOnEarlier: boolean): Promise<void> {
    if (!dependsOnEarlier) generation += 1;
    const startedIn = generation;
    const before = tail;
    const stored = storage.write(write);
    const settled = dependsOnEarlier ? stored.then(() => before) : stored;
    tail = settled;
    // A failed write leaves the store behind what `records` knows: the next save snapshots,
    // unless a snapshot or clear started since (it does not build on this write).
    settled.catch(() => {
      if (generation === startedIn) ready = false;
    });
    return settled;
  }

  function snapshot(state: BackendState): Promise<void> {
    cancel();
    const text = records.snapshot(state);
    const written = enqueue({ snapshot: text, dropBelow: next }, false);
    snapshotBytes = text.length;
    journalBytes = 0;
    ready = true;
    return written;
  }

  /** A snapshot written in the background: a failure is only a reason to snapshot again. */
  function scheduleSnapshot(state: BackendState) {
    cancel();
    cancelScheduled = options.schedule(() => {
      cancelScheduled = undefined;
      snapshot(state).catch(() => undefined);
    });
  }

  return {
    async load() {
      const { snapshot: saved, entries } = await storage.read();
      const state: unknown = typeof saved === 'string' ? JSON.parse(saved) : saved;
      // A state saved by an older build (other version) is dropped rather than half-loaded.
      if (!isBackendState(state)) return undefined;
      journalBytes = 0;
      for (const { text } of entries) {
        const entry: unknown = JSON.parse(text);
        if (isJournalEntry(entry)) applyJournalEntry(state, entry);
        journalBytes += text.length;
      }
      records.remember(state);
      next = (entries.at(-1)?.key ?? -1) + 1;
      snapshotBytes = typeof saved === 'string' ? saved.length : 0;
      // A state of an earlier build (one object) is snapshotted as text by the first save.
      ready = typeof saved === 'string';
      return state;
    },

    started(state) {
      if (!ready) scheduleSnapshot(state);
    },

    async save(state, changes?: ChangeSet) {
      if (!ready || !changes) return snapshot(state);
      const text = records.entry(state, changes);
      // Nothing new to write, but what it would hold may still be on its way.
      if (text === undefined) return tail;
      const key = next;
      next += 1;
      const written = enqueue({ entry: { key, text } }, true);
      journalBytes += text.length;
      if (journalBytes > Math.max(compactAfterBytes, snapshotBytes)) scheduleSnapshot(state);
      return written;
    },

    async clear() {
      cancel();
      ready = false;
      records.forget();
      await enqueue({ clear: true }, false);
    },
  };
}
