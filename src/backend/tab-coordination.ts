import type { SeedName } from './core/index.ts';

/**
 * Several tabs of the demo, one state (docs/decisions/0016). Each tab used to run its own
 * backend and save its whole state, so the last tab to save undid every other tab's changes.
 * Now one tab leads: it holds an exclusive lock (Web Locks), runs the one backend and saves it;
 * every other tab follows: its requests travel over a BroadcastChannel to the leader, which
 * answers them, body and stream included. Nothing but the leader ever writes, so no change is
 * lost, and every tab reads the same state.
 *
 * When the leader goes (closed, reloaded, signed out), the browser gives the lock to the next
 * tab waiting for it. The leader writes its state as it goes (the same write that keeps a
 * change across a reload), and the new leader loads it before answering; a follower sends again
 * whatever had no answer yet, and the leader ignores a request id it has seen, so nothing runs
 * twice.
 *
 * This module is the logic alone, with the lock and the channel passed in: the browser gives
 * it `navigator.locks` and a BroadcastChannel, the unit tests fakes of both.
 */

/** The lock the leader holds; the browser grants it to one tab at a time. */
export const leaderLockName = 'folio-demo-backend-leader';

export interface TabLocks {
  /**
   * Takes the exclusive lock `name` if nobody holds it, and holds it until `hold` settles;
   * `released` resolves once it is let go. Undefined, without waiting, when another tab holds it.
   */
  tryAcquire(
    name: string,
    hold: () => Promise<void>,
  ): Promise<{ released: Promise<void> } | undefined>;
  /**
   * Waits for the lock, then holds it until `hold` settles. Resolves once it is released, or at
   * once when `signal` aborts before it was granted.
   */
  acquire(name: string, hold: () => Promise<void>, signal: AbortSignal): Promise<void>;
}

export interface TabChannel {
  /** Delivers to every other tab (never back to this one), in the order posted. */
  post(message: TabMessage): void;
  /** Returns a function that stops listening. */
  listen(listener: (message: TabMessage) => void): () => void;
}

/** A request as it crosses between tabs (structured-clonable). */
export interface WireRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type TabMessage =
  | { type: 'request'; id: string; from: string; request: WireRequest }
  | { type: 'seed'; id: string; from: string; seed: SeedName }
  | { type: 'head'; id: string; to: string; status: number; headers: [string, string][] }
  | { type: 'chunk'; id: string; to: string; chunk: Uint8Array }
  | { type: 'end'; id: string; to: string }
  | { type: 'leader'; from: string };

/** The backend the leading tab runs. */
export interface LeaderBackend {
  answer(request: Request): Promise<Response>;
  /** Writes what is not saved yet. */
  flush(): Promise<void>;
  seed(): SeedName;
  /** Starts over from `seed` when the data is of another seed (a choice on the start screen). */
  useSeed(seed: SeedName): Promise<void>;
}

export interface TabCoordinatorOptions {
  locks: TabLocks;
  channel: TabChannel;
  /**
   * Starts the backend when this tab takes the lead: `first` for a tab that leads from its
   * start, false for one that takes over from a leader that left (and keeps its data).
   */
  lead(first: boolean): Promise<LeaderBackend>;
  /** A follower's request with no answer for this long gets a 503 (a frozen leader). */
  answerTimeoutMs?: number;
  /** This tab's id in messages; random by default. */
  tabId?: string;
}

export interface TabCoordinator {
  /** Resolves once the tab knows its part: leading (backend started) or following. */
  ready: Promise<void>;
  isLeader(): boolean;
  /** Answers a request of this tab: locally when leading, by the leader otherwise. */
  answer(request: Request): Promise<Response>;
  /** Makes the shared data be of `seed` (the leader starts over when it is not). */
  useSeed(seed: SeedName): Promise<void>;
  /** Writes what the leader has not saved yet (nothing to do for a follower). */
  flush(): Promise<void>;
  /** Stops: a leader writes its state, then lets the next tab lead. */
  stop(): Promise<void>;
}

/** Above the longest injected latency (60 s), so only a leader that is gone times out. */
const defaultAnswerTimeoutMs = 70_000;
/** Request ids a leader remembers, to ignore one sent again after a change of leader. */
const rememberedIds = 1_000;

function randomId(): string {
  return crypto.randomUUID();
}

/** A request as a structured-clonable message (its body read). */
export async function toWire(request: Request): Promise<WireRequest> {
  const bodyless = request.method === 'GET' || request.method === 'HEAD';
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: bodyless ? null : await request.arrayBuffer(),
  };
}

export function fromWire(wire: WireRequest): Request {
  return new Request(wire.url, {
    method: wire.method,
    headers: wire.headers,
    ...(wire.body && wire.body.byteLength > 0 ? { body: wire.body } : {}),
  });
}

function unavailable(): Response {
  const body = {
    error: {
      code: 503,
      message:
        'The demo tab that holds the data does not answer. Reload this tab, or close the others.',
    },
  };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
  });
}

/** A status whose response has no body, which the Response constructor refuses to give one. */
export function bodyless(status: number): boolean {
  return status === 204 || status === 205 || status === 304;
}

interface Pending {
  message: Extract<TabMessage, { type: 'request' } | { type: 'seed' }>;
  /** Set once the head arrived: later messages feed the body. */
  body?: ReadableStreamDefaultController<Uint8Array>;
  answered: boolean;
  resolve(response: Response): void;
  timer: ReturnType<typeof setTimeout>;
}

export function createTabCoordinator(options: TabCoordinatorOptions): TabCoordinator {
  const { locks, channel } = options;
  const tabId = options.tabId ?? randomId();
  const timeoutMs = options.answerTimeoutMs ?? defaultAnswerTimeoutMs;
  const pending = new Map<string, Pending>();
  const seen: string[] = [];
  const seenSet = new Set<string>();
  let backend: Promise<LeaderBackend> | undefined;
  let stopped = false;
  let release: (() => void) | undefined;
  /** Settles once this tab holds the lock no more (or gave up waiting for it). */
  let lockSettled: Promise<void> = Promise.resolve();
  const abort = new AbortController();

  const firstSeen = (id: string) => {
    if (seenSet.has(id)) return false;
    seenSet.add(id);
    seen.push(id);
    if (seen.length > rememberedIds) seenSet.delete(seen.shift() ?? '');
    return true;
  };

  /** The leader's part: answer a follower's request, streaming the body back. */
  async function serve(message: Extract<TabMessage, { type: 'request' }>, leader: LeaderBackend) {
    const to = message.from;
    const response = await leader.answer(fromWire(message.request)).catch(unavailable);
    channel.post({
      type: 'head',
      id: message.id,
      to,
      status: response.status,
      headers: [...response.headers],
    });
    try {
      const reader = response.body?.getReader();
      for (;;) {
        const next = await reader?.read();
        if (!next || next.done) break;
        channel.post({ type: 'chunk', id: message.id, to, chunk: next.value });
      }
    } finally {
      // A stream that fails midway still ends: the follower's reader must not wait forever.
      channel.post({ type: 'end', id: message.id, to });
    }
  }

  async function serveSeed(message: Extract<TabMessage, { type: 'seed' }>, leader: LeaderBackend) {
    await leader.useSeed(message.seed);
    channel.post({ type: 'head', id: message.id, to: message.from, status: 204, headers: [] });
    channel.post({ type: 'end', id: message.id, to: message.from });
  }

  function settle(id: string, response: Response) {
    const entry = pending.get(id);
    if (!entry || entry.answered) return;
    entry.answered = true;
    clearTimeout(entry.timer);
    entry.resolve(response);
  }

  /** A follower's part: the answer to one of its requests, as it arrives. */
  function receive(message: Extract<TabMessage, { type: 'head' | 'chunk' | 'end' }>) {
    const entry = pending.get(message.id);
    if (!entry) return;
    if (message.type === 'head') {
      if (entry.answered) return;
      const headers = new Headers(message.headers);
      if (bodyless(message.status)) {
        settle(message.id, new Response(null, { status: message.status, headers }));
        return;
      }
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          entry.body = controller;
        },
      });
      settle(message.id, new Response(stream, { status: message.status, headers }));
    } else if (message.type === 'chunk') entry.body?.enqueue(message.chunk);
    else {
      entry.body?.close();
      pending.delete(message.id);
    }
  }

  function onMessage(message: TabMessage) {
    if (stopped) return;
    if (message.type === 'request' || message.type === 'seed') {
      const leader = backend;
      if (!leader || !firstSeen(message.id)) return;
      void leader.then((ready) =>
        message.type === 'request' ? serve(message, ready) : serveSeed(message, ready),
      );
    } else if (message.type === 'leader') {
      // A new leader knows nothing of what was sent before it led: send it again.
      for (const entry of pending.values()) if (!entry.answered) channel.post(entry.message);
    } else if (message.to === tabId) receive(message);
  }

  const unlisten = channel.listen(onMessage);

  /** Holds the lock until stop: starts the backend, says so, and answers what waited. */
  const holdLead = (first: boolean) => async () => {
    if (stopped) return;
    const starting = options.lead(first);
    backend = starting;
    channel.post({ type: 'leader', from: tabId });
    const leader = await starting;
    // This tab's own requests sent while it followed: answer them here now.
    for (const [id, entry] of pending) {
      if (entry.answered) continue;
      pending.delete(id);
      const local =
        entry.message.type === 'request'
          ? leader.answer(fromWire(entry.message.request)).catch(unavailable)
          : leader.useSeed(entry.message.seed).then(() => new Response(null, { status: 204 }));
      clearTimeout(entry.timer);
      entry.answered = true;
      void local.then(entry.resolve);
    }
    // Stopped while starting: write what there is before the lock goes to another tab.
    if (stopped) return leader.flush();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  };

  const ready = (async () => {
    const held = await locks.tryAcquire(leaderLockName, holdLead(true));
    if (held) {
      lockSettled = held.released.catch(() => undefined);
      await backend;
      return;
    }
    // Follow, and queue for the lead in case the leader goes.
    lockSettled = locks
      .acquire(leaderLockName, holdLead(false), abort.signal)
      .catch(() => undefined);
  })();

  function send(
    message: Extract<TabMessage, { type: 'request' } | { type: 'seed' }>,
  ): Promise<Response> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(message.id);
        resolve(unavailable());
      }, timeoutMs);
      pending.set(message.id, { message, answered: false, resolve, timer });
      channel.post(message);
    });
  }

  return {
    ready,
    isLeader: () => backend !== undefined,
    async answer(request) {
      await ready;
      if (backend) return (await backend).answer(request);
      return send({ type: 'request', id: randomId(), from: tabId, request: await toWire(request) });
    },
    async useSeed(seed) {
      await ready;
      if (backend) return (await backend).useSeed(seed);
      await send({ type: 'seed', id: randomId(), from: tabId, seed });
    },
    async flush() {
      await (await backend)?.flush();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      unlisten();
      abort.abort();
      for (const entry of pending.values()) clearTimeout(entry.timer);
      const leader = backend;
      backend = undefined;
      // The next leader loads what this one wrote: write everything before letting go.
      await (await leader)?.flush();
      release?.();
      // A tab that starts again at once (sign out, sign in) must find the lock free.
      await lockSettled;
    },
  };
}
