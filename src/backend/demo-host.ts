import { modelEventPaceMs } from './create-backend.ts';
import { demoLeader } from './demo-leader.ts';
import { quietTime } from './quiet-time.ts';
import { indexedDbJournal } from './journal/journal-idb.ts';
import { type DemoUser, demoUsers, type SeedName } from './core/index.ts';
import {
  createTabCoordinator,
  type TabChannel,
  type TabCoordinator,
  type TabLocks,
  type TabMessage,
} from './tab-coordination.ts';

/**
 * The demo backend of one tab, run in the tab's dedicated worker (demo-worker.ts). The first
 * demo tab leads and runs the backend; the others follow it (tab-coordination.ts), through Web
 * Locks, BroadcastChannel and IndexedDB, which workers have as pages do.
 *
 * Every change is written before it is answered, as an entry of a journal (store/journal-idb.ts)
 * that holds only what it changed: nothing is left to write when the page goes, which matters
 * because a worker ends with its page, and a write it starts then is cut. What the whole state
 * costs to write (a first snapshot, compactions) waits for a quiet moment (quiet-time.ts).
 */

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

export interface DemoHost {
  answer(request: Request): Promise<Response>;
  demoUsers: DemoUser[];
  /** Stops answering; a leading tab lets another tab lead. */
  stop(): Promise<void>;
}

/** Resolves once the backend answers: leading, or following a tab that does. */
export async function startDemoHost(seed: SeedName): Promise<DemoHost> {
  // The journal's chores (first snapshot, compactions) wait for 500 ms without requests:
  // long for a loading page's bursts, short beside a person's first change after it.
  const quiet = quietTime(500);
  const leader = demoLeader({
    persistence: indexedDbJournal(quiet.schedule),
    seed,
    eventPaceMs: modelEventPaceMs,
  });
  const lead = async (first: boolean) => {
    const backend = await leader(first);
    return { ...backend, answer: (request: Request) => quiet.during(backend.answer(request)) };
  };
  const channel = broadcastChannel();
  const coordinator: TabCoordinator = createTabCoordinator({
    locks: browserLocks(),
    channel,
    lead,
  });
  await coordinator.ready;
  // Another tab leads: the data set asked for here replaces its own if it differs.
  if (!coordinator.isLeader()) await coordinator.useSeed(seed);
  return {
    answer: (request) => coordinator.answer(request),
    demoUsers: [...demoUsers],
    async stop() {
      await coordinator.stop();
      channel.close();
    },
  };
}
