import { createStore, promisifyRequest } from 'idb-keyval';
import { journalOver, type JournalPersistence, type JournalStorage } from './journal-log.ts';
import type { Schedule } from './persistence.ts';

/**
 * The demo's state in IndexedDB, as a journal (docs/decisions/0026, 0031; the rules are in
 * journal-log.ts): the backend runs in a dedicated worker, which the browser ends with its page,
 * so each change is written before it is answered and nothing is left to write by then.
 *
 * Each write is one IndexedDB transaction, so it lands whole or not at all, and read-write
 * transactions on one store run in the order they were created: a compaction needs no rename
 * dance. Transactions keep the browser's default durability (Chromium's is relaxed: committed
 * once the browser's storage process has the data, not once the disk has flushed it). A reload
 * or a closed tab ends the page and its worker, not that process, so what was committed stays;
 * decision 0031 gives the measures.
 *
 * The keys are those of idb-keyval's default store, where earlier builds kept the state as one
 * object under the same key: such a state loads as it is, and the first save snapshots it.
 */

const stateKey = 'folio-demo-backend-state';
const journalKey = 'folio-demo-backend-journal';
/** Entries are keyed [journalKey, n]: array keys sort after strings, and by n among themselves. */
const journalRange = (below = Infinity) =>
  IDBKeyRange.bound([journalKey, 0], [journalKey, below], false, below !== Infinity);

function indexedDbStorage(): JournalStorage {
  const demoStore = createStore('keyval-store', 'keyval');
  return {
    async read() {
      const [snapshot, keys, texts] = await demoStore('readonly', (store) =>
        Promise.all([
          promisifyRequest<unknown>(store.get(stateKey)),
          promisifyRequest(store.getAllKeys(journalRange())),
          promisifyRequest<unknown[]>(store.getAll(journalRange())),
        ]),
      );
      const entries: { key: number; text: string }[] = [];
      texts.forEach((text, index) => {
        const key = keys[index];
        if (typeof text === 'string' && Array.isArray(key) && typeof key[1] === 'number')
          entries.push({ key: key[1], text });
      });
      return { snapshot, entries };
    },

    write(write) {
      return demoStore('readwrite', (store) => {
        if (write.clear) {
          store.delete(stateKey);
          store.delete(journalRange());
        }
        if (write.snapshot !== undefined) store.put(write.snapshot, stateKey);
        if (write.dropBelow !== undefined && write.dropBelow > 0)
          store.delete(journalRange(write.dropBelow));
        if (write.entry) store.put(write.entry.text, [journalKey, write.entry.key]);
        // Commit now rather than when the event loop comes back to the transaction.
        store.transaction.commit();
        return promisifyRequest(store.transaction);
      });
    },
  };
}

/** `schedule`: when to write the first snapshot and compactions (the host's quiet time). */
export function indexedDbJournal(schedule: Schedule): JournalPersistence {
  return journalOver(indexedDbStorage(), { schedule });
}
