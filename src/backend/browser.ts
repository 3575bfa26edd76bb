import { createStore, promisifyRequest } from 'idb-keyval';
import { http } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { modelEventPaceMs } from './create-backend.ts';
import { demoLeader } from './demo-leader.ts';
import type { Persistence, Schedule } from './store/persistence.ts';
import { demoUsers, type DemoUser } from './store/seeds.ts';
import { isBackendState, type SeedName } from './store/state.ts';
import {
  createTabCoordinator,
  type TabChannel,
  type TabCoordinator,
  type TabLocks,
  type TabMessage,
} from './tab-coordination.ts';

/**
 * The demo runtime: the backend runs in the page, answering through MSW's service worker. State
 * is kept in IndexedDB (localStorage is too small for the larger seeds) so the demo survives
 * reloads; `/_backend/reset` returns to the seed and forgets what was saved.
 *
 * Writing the whole state costs 100–200 ms of main thread with the large seed, so answers do
 * not wait for it: changes are written in the background, a burst of them once, and at once
 * when the page is hidden or left (docs/decisions/0010-demo-persistence.md).
 */

const storageKey = 'folio-demo-backend-state';
/** idb-keyval's default database and store, where earlier builds saved the state too. */
const demoStore = createStore('keyval-store', 'keyval');

function writeAndCommit(change: (store: IDBObjectStore) => void): Promise<void> {
  return demoStore('readwrite', (store) => {
    change(store);
    // Commit now rather than once the page's event loop comes back to the transaction: a write
    // started as the page goes away may get no later turn.
    store.transaction.commit();
    return promisifyRequest(store.transaction);
  });
}

/**
 * A small write as the demo starts. In Chromium the first large write into a database never
 * written before was lost every time when it was made as the page went away (a reload right
 * after the first change), while any earlier write, however small, avoided it.
 */
function markStorageInUse(): Promise<void> {
  return writeAndCommit((store) => store.put(Date.now(), `${storageKey}:started`));
}

/** IndexedDB runs these in call order (one store, read-write), as deferSaves requires. */
const indexedDbPersistence: Persistence = {
  async load() {
    const saved: unknown = await demoStore('readonly', (store) =>
      promisifyRequest(store.get(storageKey)),
    );
    // A state saved by an older build (other version) is dropped rather than half-loaded.
    return isBackendState(saved) ? saved : undefined;
  },
  save: (state) => writeAndCommit((store) => store.put(state, storageKey)),
  clear: () => writeAndCommit((store) => store.delete(storageKey)),
};

/** After the first unsaved change, wait this long so a burst of changes is written once... */
const saveDelayMs = 500;
/** ...then for a moment the page is idle, but no longer than this. */
const idleTimeoutMs = 2_000;

const afterDelayWhenIdle: Schedule = (run) => {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window)
      idle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else run();
  }, saveDelayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
};

/** Web Locks, or where a browser has none, a lock this tab always gets (it then always leads). */
function browserLocks(): TabLocks {
  const locks = 'locks' in navigator ? navigator.locks : undefined;
  if (!locks)
    return {
      tryAcquire: async (_name, hold) => ({ released: hold() }),
      acquire: () => Promise.resolve(),
    };
  return {
    tryAcquire: (name, hold) =>
      new Promise((resolve, reject) => {
        const released = locks.request(name, { ifAvailable: true }, async (lock) => {
          if (!lock) return resolve(undefined);
          // `released` settles once the lock is let go, after `hold`.
          resolve({ released: released.then(() => undefined) });
          await hold();
        });
        released.catch(reject);
      }),
    // Aborting a request still waiting rejects it: that is the follower stopping, not a failure.
    acquire: async (name, hold, signal) => {
      await locks.request(name, { signal }, () => hold()).catch(() => undefined);
    },
  };
}

const channelName = 'folio-demo-backend';

function broadcastChannel(): TabChannel & { close(): void } {
  const channel = new BroadcastChannel(channelName);
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const onMessage = (event: MessageEvent<TabMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

let running:
  { coordinator: TabCoordinator; worker: SetupWorker; channel: { close(): void } } | undefined;
let flushesWhenLeaving = false;

/**
 * Writes what is not saved yet when the page is hidden (the last moment a mobile browser
 * promises before it may discard the page) and when it is left: reload, navigation, closing.
 * Only the leading tab has anything to write.
 */
function flushWhenLeaving() {
  if (flushesWhenLeaving) return;
  flushesWhenLeaving = true;
  const flush = () => void running?.coordinator.flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** The backend answers only this page's own API and control requests. */
const backendPaths = /\/(?:v1|_backend)\//;

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

/**
 * Starts the demo backend and resolves once the worker answers requests. The first demo tab
 * runs the backend; any other follows it (tab-coordination.ts), so every tab shares one state.
 */
export async function startDemoBackend(
  options: DemoBackendOptions = {},
): Promise<{ demoUsers: DemoUser[]; seed: SeedName }> {
  const seed = options.seed ?? 'demo';
  // The backend this one replaces may hold changes not written yet: write them before loading.
  await stopDemoBackend();
  const lead = demoLeader({
    persistence: indexedDbPersistence,
    seed,
    eventPaceMs: modelEventPaceMs,
    deferSaves: {
      schedule: afterDelayWhenIdle,
      onError: (error) => console.error('[demo backend] could not save the state', error),
    },
  });
  const channel = broadcastChannel();
  const coordinator = createTabCoordinator({
    locks: browserLocks(),
    channel,
    lead: async (first) => {
      await markStorageInUse().catch(() => undefined);
      return lead(first);
    },
  });
  const worker = setupWorker(
    http.all(backendPaths, ({ request }) =>
      new URL(request.url).origin === window.location.origin
        ? coordinator.answer(request)
        : undefined,
    ),
  );
  running = { coordinator, worker, channel };
  flushWhenLeaving();
  await coordinator.ready;
  // Another tab leads: the data set asked for here replaces its own if it differs.
  if (!coordinator.isLeader()) await coordinator.useSeed(seed);
  // Awaited: requests made before the worker is active would bypass it and fail.
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { demoUsers: [...demoUsers], seed };
}

/** Stops answering; a leading tab writes what is not saved yet and lets another tab lead. */
export async function stopDemoBackend(): Promise<void> {
  const stopping = running;
  running = undefined;
  stopping?.worker.stop();
  await stopping?.coordinator.stop();
  stopping?.channel.close();
}
