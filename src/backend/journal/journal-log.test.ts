import { describe, expect, it } from 'vitest';
import { createBackend } from '../create-backend.ts';
import { send } from '../test-request.ts';
import { trackChanges } from '../core/store/change-tracking.ts';
import { journalOver, type JournalStorage, type JournalWrite } from './journal-log.ts';
import { serializeSaves } from './persistence.ts';
import { createSeedState } from '../core/store/seeds.ts';
import type { BackendState } from '../core/store/state.ts';

/**
 * A store like IndexedDB: each write lands whole, in the order of the calls. With `hold`, writes
 * wait until the test lands (or fails) them one by one; a reload sees only what landed.
 */
function memoryStorage(options: { hold?: boolean } = {}) {
  let snapshot: unknown;
  const entries = new Map<number, string>();
  const waiting: { write: JournalWrite; resolve(): void; reject(error: Error): void }[] = [];
  const writes: JournalWrite[] = [];

  const apply = (write: JournalWrite) => {
    if (write.clear) {
      snapshot = undefined;
      entries.clear();
    }
    if (write.snapshot !== undefined) snapshot = write.snapshot;
    for (const key of entries.keys()) if (key < (write.dropBelow ?? 0)) entries.delete(key);
    if (write.entry) entries.set(write.entry.key, write.entry.text);
  };

  const storage: JournalStorage = {
    read: () =>
      Promise.resolve({
        snapshot,
        entries: [...entries].sort(([a], [b]) => a - b).map(([key, text]) => ({ key, text })),
      }),
    write(write) {
      writes.push(write);
      if (!options.hold) {
        apply(write);
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => waiting.push({ write, resolve, reject }));
    },
  };

  return {
    storage,
    writes,
    snapshots: () => writes.filter((write) => write.snapshot !== undefined).length,
    waiting: () => waiting.length,
    /** Lands the oldest write still waiting, or fails it (it then changes nothing). */
    land(error?: Error) {
      const next = waiting.shift();
      if (!next) throw new Error('No write is waiting.');
      if (error) return next.reject(error);
      apply(next.write);
      next.resolve();
    },
    /** What a reloaded page loads: the writes that landed, none of those still waiting. */
    reload: () => journalOver(storage, { schedule: manualSchedule().schedule }).load(),
    setSnapshot(value: unknown) {
      snapshot = value;
    },
  };
}

/** A schedule the test runs by hand. */
function manualSchedule() {
  let job: (() => void) | undefined;
  return {
    schedule: (run: () => void) => {
      job = run;
      return () => {
        if (job === run) job = undefined;
      };
    },
    pending: () => job !== undefined,
    run() {
      const run = job;
      job = undefined;
      run?.();
    },
  };
}

/** Runs `change` as a rule would (through the tracking proxy); returns what it touched. */
function change(state: BackendState, apply: (state: BackendState) => void) {
  const tracked = trackChanges(state);
  apply(tracked.state);
  return tracked.changes;
}

/** Lets promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const plain = (state: unknown) => JSON.parse(JSON.stringify(state)) as unknown;

describe('journalOver', () => {
  it('writes a first snapshot when scheduled, then one entry per change', async () => {
    const memory = memoryStorage();
    const scheduler = manualSchedule();
    const journal = journalOver(memory.storage, { schedule: scheduler.schedule });
    const state = createSeedState('demo', { now: 0 });
    journal.started(state);
    expect(memory.writes).toEqual([]);
    scheduler.run();
    expect(memory.snapshots()).toBe(1);
    await journal.save(
      state,
      change(state, (s) => void (s.spaces[0]!.title = 'Renamed')),
    );
    await journal.save(
      state,
      change(state, (s) => void s.spaces.push({ ...s.spaces[1]!, id: 'space_added' })),
    );
    expect(memory.snapshots()).toBe(1);
    expect(memory.writes.filter((write) => write.entry)).toHaveLength(2);
    expect(await memory.reload()).toEqual(plain(state));
  });

  it('a change before the first scheduled snapshot writes the snapshot itself', async () => {
    const memory = memoryStorage();
    const scheduler = manualSchedule();
    const journal = journalOver(memory.storage, { schedule: scheduler.schedule });
    const state = createSeedState('demo', { now: 0 });
    journal.started(state);
    await journal.save(
      state,
      change(state, (s) => void (s.spaces[0]!.title = 'First')),
    );
    expect(memory.snapshots()).toBe(1);
    expect(scheduler.pending()).toBe(false);
    expect(await memory.reload()).toEqual(plain(state));
  });

  it('compacts after the answer, when scheduled, and keeps the entries made meanwhile', async () => {
    const memory = memoryStorage({ hold: true });
    const scheduler = manualSchedule();
    const journal = journalOver(memory.storage, {
      schedule: scheduler.schedule,
      compactAfterBytes: 0,
    });
    const state = createSeedState('empty', { now: 0 });
    const first = journal.save(state);
    memory.land();
    await first;
    // Entries outgrow the snapshot: the save still writes only its entry.
    const big = journal.save(
      state,
      change(state, (s) => void (s.users[0]!.displayName = 'x'.repeat(50_000))),
    );
    expect(memory.writes.at(-1)?.snapshot).toBeUndefined();
    memory.land();
    await big;
    expect(scheduler.pending()).toBe(true);

    // The compaction starts; a change lands in the journal while it is in flight.
    scheduler.run();
    expect(memory.writes.at(-1)).toMatchObject({ dropBelow: 1 });
    const during = journal.save(
      state,
      change(state, (s) => void (s.users[0]!.displayName = 'During')),
    );
    expect(memory.writes.at(-1)?.entry?.key).toBe(1);
    memory.land();
    memory.land();
    await during;
    expect(await memory.reload()).toEqual(plain(state));
  });

  it('answers a change only once every write it builds on has landed', async () => {
    const memory = memoryStorage({ hold: true });
    const scheduler = manualSchedule();
    const journal = journalOver(memory.storage, {
      schedule: scheduler.schedule,
      compactAfterBytes: 0,
    });
    const state = createSeedState('empty', { now: 0 });
    const first = journal.save(state);
    memory.land();
    await first;
    const big = journal.save(
      state,
      change(state, (s) => void (s.users[0]!.displayName = 'y'.repeat(50_000))),
    );
    memory.land();
    await big;

    // A rule changes the state and awaits something; the compaction runs meanwhile and its
    // snapshot already holds the change, so the change's own save has nothing left to write.
    const changes = change(state, (s) => void (s.users[0]!.displayName = 'Acknowledged'));
    scheduler.run();
    let answered = false;
    const save = journal.save(state, changes).then(() => (answered = true));
    await settle();
    // Answering now would lose the change if the page reloaded before the snapshot landed.
    expect(answered).toBe(false);
    expect(await memory.reload()).not.toEqual(plain(state));
    memory.land();
    await save;
    expect(await memory.reload()).toEqual(plain(state));
  });

  it('a failed write fails the changes built on it, and the next save snapshots', async () => {
    const memory = memoryStorage({ hold: true });
    const scheduler = manualSchedule();
    const journal = journalOver(memory.storage, { schedule: scheduler.schedule });
    const state = createSeedState('demo', { now: 0 });
    const first = journal.save(state);
    memory.land();
    await first;
    const lost = journal.save(
      state,
      change(state, (s) => void (s.spaces[0]!.title = 'Lost')),
    );
    const after = journal.save(
      state,
      change(state, (s) => void (s.spaces[1]!.title = 'After')),
    );
    memory.land(new Error('Quota exceeded'));
    memory.land();
    await expect(lost).rejects.toThrow('Quota exceeded');
    await expect(after).rejects.toThrow('Quota exceeded');
    const again = journal.save(
      state,
      change(state, (s) => void (s.spaces[2]!.title = 'Again')),
    );
    expect(memory.writes.at(-1)?.snapshot).toBeDefined();
    memory.land();
    await again;
    expect(await memory.reload()).toEqual(plain(state));
  });

  it('loads a state saved by an earlier build as one object, and snapshots it first', async () => {
    const memory = memoryStorage();
    const state = createSeedState('demo', { now: 0 });
    memory.setSnapshot(plain(state));
    const journal = journalOver(memory.storage, { schedule: manualSchedule().schedule });
    const loaded = await journal.load();
    expect(loaded).toEqual(plain(state));
    await journal.save(
      loaded!,
      change(loaded!, (s) => void (s.spaces[0]!.title = 'Moved on')),
    );
    expect(memory.writes[0]?.snapshot).toBeDefined();
    expect(await memory.reload()).toEqual(plain(loaded));
  });

  it('a clear drops everything and cancels a scheduled snapshot', async () => {
    const memory = memoryStorage();
    const scheduler = manualSchedule();
    const journal = journalOver(memory.storage, { schedule: scheduler.schedule });
    const state = createSeedState('demo', { now: 0 });
    await journal.save(state);
    journal.started(state);
    await journal.clear();
    expect(scheduler.pending()).toBe(false);
    expect(await memory.reload()).toBeUndefined();
  });
});

describe('a backend over the journal', () => {
  it('saves records settled by time with the next change, as entries, and reloads exactly', async () => {
    const memory = memoryStorage();
    const scheduler = manualSchedule();
    let now = Date.parse('2026-11-20T12:00:00.000Z');
    const backend = createBackend({
      seed: 'demo',
      persistence: journalOver(memory.storage, { schedule: scheduler.schedule }),
      realNow: () => now,
    });
    scheduler.run();
    let settled = 0;
    for (let index = 0; index < 12; index += 1) {
      // Imports write their pages and translations finish as the seconds pass.
      now += 1_500;
      const before = JSON.stringify(backend.store.state);
      await send(backend, 'GET', '/v1/orgs/org_acme', { token: 'demo-admin' });
      if (JSON.stringify(backend.store.state) !== before) settled += 1;
      const renamed = await send(backend, 'PATCH', '/v1/spaces/space_handbook', {
        token: 'demo-admin',
        json: { title: `Handbook ${index}` },
      });
      expect(renamed.status).toBe(200);
    }
    await backend.flush();
    expect(settled).toBeGreaterThan(2);
    // Only the first snapshot: settling no longer makes the next save write the whole state.
    expect(memory.snapshots()).toBe(1);
    expect(await memory.reload()).toEqual(plain(backend.store.state));
  });
});

describe('serializeSaves over the journal', () => {
  it('a change answered before a reload is in what the reload loads', async () => {
    const memory = memoryStorage({ hold: true });
    const journal = serializeSaves(
      journalOver(memory.storage, { schedule: manualSchedule().schedule }),
    );
    const state = createSeedState('demo', { now: 0 });
    const first = journal.save(state);
    await settle();
    memory.land();
    await first;
    let answered = false;
    const save = journal
      .save(
        state,
        change(state, (s) => void (s.spaces[0]!.title = 'Kept')),
      )
      .then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);
    memory.land();
    await save;
    expect(((await memory.reload()) as BackendState).spaces[0]!.title).toBe('Kept');
  });
});
