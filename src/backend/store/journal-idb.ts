import { createStore, promisifyRequest } from 'idb-keyval';
import type { ChangeSet } from './change-tracking.ts';
import { applyJournalEntry, isJournalEntry, journalRecords } from './journal-records.ts';
import type { Persistence } from './persistence.ts';
import { isBackendState, type BackendState } from './state.ts';

/**
 * The demo's state in IndexedDB, as a journal (docs/decisions/0026): a snapshot of the whole
 * state (JSON text) and one entry per change holding only the records it touched
 * (journal-records.ts), so a change costs what it changed and can be written before it is
 * answered. The backend runs in a dedicated worker, which the browser ends with its page: a
 * write started as the page goes away would be cut, so there is no write left to do by then.
 *
 * - A save with a change set adds one entry; without one (the first save, a reset, a clock move)
 *   it writes a snapshot.
 * - Once the entries outgrow the snapshot (and 1 MB), the state is written as a new snapshot and
 *   the entries deleted, in one transaction: IndexedDB applies all of it or none.
 * - Loading applies the entries, in order, to the snapshot.
 *
 * The keys are those of idb-keyval's default store, where earlier builds kept the state as one
 * object under the same key: such a state loads as it is, and the first save snapshots it.
 */

const stateKey = 'folio-demo-backend-state';
const journalKey = 'folio-demo-backend-journal';
/** Entries are keyed [journalKey, n]: array keys sort after strings, and by n among themselves. */
const journalRange = () => IDBKeyRange.bound([journalKey, 0], [journalKey, Infinity]);
const minimumCompactionBytes = 1024 * 1024;

export function indexedDbJournal(): Persistence {
  const demoStore = createStore('keyval-store', 'keyval');
  const records = journalRecords();
  let ready = false;
  let next = 0;
  let snapshotBytes = 0;
  let journalBytes = 0;

  const write = (change: (store: IDBObjectStore) => void) =>
    demoStore('readwrite', (store) => {
      change(store);
      // Commit now rather than when the event loop comes back to the transaction.
      store.transaction.commit();
      return promisifyRequest(store.transaction);
    });

  async function snapshot(state: BackendState) {
    ready = false;
    const text = records.snapshot(state);
    await write((store) => {
      store.put(text, stateKey);
      store.delete(journalRange());
    });
    snapshotBytes = text.length;
    journalBytes = 0;
    next = 0;
    ready = true;
  }

  return {
    async load() {
      const [saved, keys, entries] = await demoStore('readonly', (store) =>
        Promise.all([
          promisifyRequest<unknown>(store.get(stateKey)),
          promisifyRequest(store.getAllKeys(journalRange())),
          promisifyRequest<unknown[]>(store.getAll(journalRange())),
        ]),
      );
      const state: unknown = typeof saved === 'string' ? JSON.parse(saved) : saved;
      // A state saved by an older build (other version) is dropped rather than half-loaded.
      if (!isBackendState(state)) return undefined;
      for (const text of entries) {
        if (typeof text !== 'string') continue;
        const entry: unknown = JSON.parse(text);
        if (isJournalEntry(entry)) applyJournalEntry(state, entry);
        journalBytes += text.length;
      }
      records.remember(state);
      const last = keys.at(-1);
      next = Array.isArray(last) && typeof last[1] === 'number' ? last[1] + 1 : 0;
      snapshotBytes = typeof saved === 'string' ? saved.length : 0;
      // A state of an earlier build (one object) is snapshotted as text by the first save.
      ready = typeof saved === 'string';
      return state;
    },

    async save(state, changes?: ChangeSet) {
      if (!ready || !changes) return snapshot(state);
      const entry = records.entry(state, changes);
      if (entry === undefined) return;
      const key = [journalKey, next];
      next += 1;
      try {
        await write((store) => store.put(entry, key));
      } catch (error) {
        // The entry may be missing: the next save writes everything again.
        ready = false;
        throw error;
      }
      journalBytes += entry.length;
      if (journalBytes > Math.max(minimumCompactionBytes, snapshotBytes)) await snapshot(state);
    },

    async clear() {
      ready = false;
      records.forget();
      await write((store) => {
        store.delete(stateKey);
        store.delete(journalRange());
      });
    },
  };
}
