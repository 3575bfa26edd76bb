import { describe, expect, it } from 'vitest';
import { demoLeader } from './demo-leader.ts';
import type { Persistence } from './journal/persistence.ts';
import type { BackendState } from './core/store/state.ts';
import {
  createTabCoordinator,
  type TabChannel,
  type TabCoordinator,
  type TabLocks,
  type TabMessage,
} from './tab-coordination.ts';
import { parseEventStream } from './test-request.ts';

/*
 * Demo tabs in Node: a fake BroadcastChannel (messages reach every other tab, in order, a turn
 * later), a fake Web Locks broker (one holder, a queue, and a tab that vanishes releases what it
 * held), and one in-memory store standing for IndexedDB, which every tab shares.
 */

const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function createBus() {
  const listeners = new Map<string, Set<(message: TabMessage) => void>>();
  const cut = new Set<string>();
  return {
    channelFor(tab: string): TabChannel {
      listeners.set(tab, new Set());
      return {
        post(message) {
          if (cut.has(tab)) return;
          const copy = structuredClone(message);
          setTimeout(() => {
            for (const [other, set] of listeners)
              if (other !== tab && !cut.has(other)) for (const listener of set) listener(copy);
          }, 0);
        },
        listen(listener) {
          listeners.get(tab)?.add(listener);
          return () => listeners.get(tab)?.delete(listener);
        },
      };
    },
    /** The tab is frozen or gone: it neither sends nor receives. */
    cut: (tab: string) => cut.add(tab),
  };
}

function createLockBroker() {
  interface Waiter {
    tab: string;
    hold: () => Promise<void>;
    done: () => void;
  }
  let holder: string | undefined;
  const queue: Waiter[] = [];
  const grant = () => {
    if (holder !== undefined) return;
    const next = queue.shift();
    if (!next) return;
    holder = next.tab;
    void next.hold().finally(() => {
      if (holder === next.tab) {
        holder = undefined;
        grant();
      }
      next.done();
    });
  };
  return {
    locksFor(tab: string): TabLocks {
      return {
        tryAcquire: async (_name, hold) => {
          if (holder !== undefined) return undefined;
          const released = new Promise<void>((done) => {
            queue.unshift({ tab, hold, done });
            grant();
          });
          return { released };
        },
        acquire: (_name, hold, signal) =>
          new Promise<void>((resolve) => {
            const waiter = { tab, hold, done: resolve };
            queue.push(waiter);
            signal.addEventListener('abort', () => {
              const index = queue.indexOf(waiter);
              if (index !== -1) queue.splice(index, 1);
              resolve();
            });
            grant();
          }),
      };
    },
    holder: () => holder,
    /** The tab is closed: whatever it held is released, whatever it waited for is dropped. */
    vanish(tab: string) {
      for (let index = queue.length - 1; index >= 0; index -= 1)
        if (queue[index]?.tab === tab) queue.splice(index, 1);
      if (holder === tab) {
        holder = undefined;
        grant();
      }
    },
  };
}

/** IndexedDB in miniature: a clone of the state is what is stored. */
function sharedStore() {
  let stored: BackendState | undefined;
  const persistence: Persistence = {
    load: async () => (stored ? structuredClone(stored) : undefined),
    save: async (state) => {
      stored = structuredClone(state);
    },
    clear: async () => {
      stored = undefined;
    },
  };
  return { persistence, stored: () => stored };
}

function createWorld() {
  const bus = createBus();
  const locks = createLockBroker();
  const store = sharedStore();
  const tabs = new Map<string, TabCoordinator>();
  const open = async (name: string, seed: 'demo' | 'empty' = 'demo', answerTimeoutMs = 10_000) => {
    const tab = createTabCoordinator({
      tabId: name,
      locks: locks.locksFor(name),
      channel: bus.channelFor(name),
      lead: demoLeader({ persistence: store.persistence, seed }),
      answerTimeoutMs,
    });
    tabs.set(name, tab);
    await tab.ready;
    return tab;
  };
  return { bus, locks, store, open, tabs };
}

const origin = 'http://demo.test';

function call(
  tab: TabCoordinator,
  method: string,
  path: string,
  options: { json?: unknown; token?: string } = {},
): Promise<Response> {
  const headers = new Headers({ authorization: `Bearer ${options.token ?? 'demo-admin'}` });
  if (options.json !== undefined) headers.set('content-type', 'application/json');
  return tab.answer(
    new Request(`${origin}${path}`, {
      method,
      headers,
      ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    }),
  );
}

async function titleOf(tab: TabCoordinator, path: string): Promise<string> {
  return ((await (await call(tab, 'GET', path)).json()) as { title: string }).title;
}

describe('demo tabs share one state', () => {
  it('the first tab leads, the next follows, and each sees the other’s changes', async () => {
    const world = createWorld();
    const first = await world.open('A');
    const second = await world.open('B');
    expect(first.isLeader()).toBe(true);
    expect(second.isLeader()).toBe(false);

    const renamed = await call(second, 'PATCH', '/v1/orgs/org_acme', { json: { title: 'From B' } });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { title: string }).title).toBe('From B');
    await call(first, 'PATCH', '/v1/spaces/space_handbook', { json: { title: 'From A' } });

    expect(await titleOf(first, '/v1/orgs/org_acme')).toBe('From B');
    expect(await titleOf(second, '/v1/spaces/space_handbook')).toBe('From A');
    // Only the leader writes, and what it writes holds both tabs' changes.
    const saved = world.store.stored();
    expect(saved?.organizations.find((o) => o.id === 'org_acme')?.title).toBe('From B');
    expect(saved?.spaces.find((s) => s.id === 'space_handbook')?.title).toBe('From A');
  });

  it('passes the lead on when the leader stops, keeping every change', async () => {
    const world = createWorld();
    const first = await world.open('A');
    const second = await world.open('B');
    await call(first, 'PATCH', '/v1/orgs/org_acme', { json: { title: 'Before the switch' } });
    await first.stop();
    await turn();
    expect(second.isLeader()).toBe(true);
    expect(world.locks.holder()).toBe('B');
    expect(await titleOf(second, '/v1/orgs/org_acme')).toBe('Before the switch');
    await call(second, 'PATCH', '/v1/spaces/space_handbook', { json: { title: 'After' } });
    await second.stop();
    const saved = world.store.stored();
    expect(saved?.organizations.find((o) => o.id === 'org_acme')?.title).toBe('Before the switch');
    expect(saved?.spaces.find((s) => s.id === 'space_handbook')?.title).toBe('After');
  });

  it('leads again at once when a tab stops and starts (sign out, sign in)', async () => {
    const world = createWorld();
    const first = await world.open('A');
    await call(first, 'PATCH', '/v1/orgs/org_acme', { json: { title: 'Kept' } });
    await first.stop();
    const again = await world.open('A again');
    expect(again.isLeader()).toBe(true);
    expect(await titleOf(again, '/v1/orgs/org_acme')).toBe('Kept');
  });

  it('sends an unanswered request again to the next leader, which runs it once', async () => {
    const world = createWorld();
    const first = await world.open('A');
    const second = await world.open('B');
    const third = await world.open('C');
    // The leader is about to go: it writes on its way out (pagehide), then stops answering.
    await first.flush();
    world.bus.cut('A');
    const created = call(third, 'POST', '/v1/orgs/org_acme/spaces', { json: { title: 'Late' } });
    await turn();
    world.locks.vanish('A');
    const response = await created;
    expect(response.status).toBe(201);
    expect(second.isLeader()).toBe(true);
    const spaces = (await (
      await call(third, 'GET', '/v1/orgs/org_acme/spaces?limit=1000')
    ).json()) as { items: { title: string }[] };
    expect(spaces.items.filter((space) => space.title === 'Late')).toHaveLength(1);
  });

  it('answers a request its own tab sent while following, once it leads', async () => {
    const world = createWorld();
    await world.open('A');
    const second = await world.open('B');
    world.bus.cut('A');
    const pending = call(second, 'PATCH', '/v1/orgs/org_acme', { json: { title: 'Mine' } });
    await turn();
    world.locks.vanish('A');
    expect((await pending).status).toBe(200);
    expect(await titleOf(second, '/v1/orgs/org_acme')).toBe('Mine');
  });

  it('ignores a request id it has already served', async () => {
    const world = createWorld();
    await world.open('A');
    const received: TabMessage[] = [];
    const spy = world.bus.channelFor('spy');
    spy.listen((message) => received.push(message));
    const body = new TextEncoder().encode(JSON.stringify({ title: 'Twice?' })).buffer;
    const message: TabMessage = {
      type: 'request',
      id: 'same-id',
      from: 'spy',
      request: {
        method: 'POST',
        url: `${origin}/v1/orgs/org_acme/collections`,
        headers: [
          ['authorization', 'Bearer demo-admin'],
          ['content-type', 'application/json'],
        ],
        body,
      },
    };
    spy.post(message);
    spy.post(message);
    for (let index = 0; index < 5; index += 1) await turn();
    expect(
      received.filter((m) => m.type === 'head').map((m) => m.type === 'head' && m.status),
    ).toEqual([201]);
    const leader = world.tabs.get('A');
    if (!leader) throw new Error('no leader');
    const list = (await (
      await call(leader, 'GET', '/v1/orgs/org_acme/collections?limit=1000')
    ).json()) as {
      items: { title: string }[];
    };
    expect(list.items.filter((c) => c.title === 'Twice?')).toHaveLength(1);
  });

  it('streams the AI answer to a following tab', async () => {
    const world = createWorld();
    await world.open('A');
    const second = await world.open('B');
    const response = await call(second, 'POST', '/v1/orgs/org_acme/sites/site_docs/ai/response', {
      json: { input: [{ role: 'user', content: 'How do I deploy?' }] },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = parseEventStream(await response.text());
    expect(events[0]?.['type']).toBe('response_start');
    expect(events.at(-1)?.['type']).toBe('response_finish');
  });

  it('serves control endpoints and empty answers through the leader', async () => {
    const world = createWorld();
    await world.open('A');
    const second = await world.open('B');
    const health = await call(second, 'GET', '/_backend/health');
    expect(((await health.json()) as { seed: string }).seed).toBe('demo');
    const deleted = await call(second, 'DELETE', '/v1/orgs/org_acme/link-invites/none');
    expect(deleted.status).toBe(204);
  });

  it('switches the shared data set when a tab asks for another one', async () => {
    const world = createWorld();
    const first = await world.open('A');
    const second = await world.open('B', 'empty');
    await second.useSeed('empty');
    const health = await call(first, 'GET', '/_backend/health');
    expect(((await health.json()) as { seed: string }).seed).toBe('empty');
  });

  it('answers 503 with Retry-After when the leader never answers', async () => {
    const world = createWorld();
    await world.open('A');
    const second = await world.open('B', 'demo', 300);
    world.bus.cut('A');
    const response = await call(second, 'GET', '/v1/orgs');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(503);
  });
});
