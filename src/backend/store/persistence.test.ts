import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferSaves, serializeSaves, type Persistence, type Schedule } from './persistence.ts';
import { createSeedState } from './seeds.ts';
import type { BackendState } from './state.ts';

/** A persistence whose writes finish only when the test says, recording what they wrote. */
function manualPersistence() {
  const calls: Array<{ kind: 'save' | 'clear'; offset?: number; settle(error?: Error): void }> = [];
  const persistence: Persistence = {
    load: () => Promise.resolve(undefined),
    save: (state) =>
      new Promise<void>((resolve, reject) => {
        // What the write stores is the state at the moment it starts (IndexedDB clones it then).
        calls.push({
          kind: 'save',
          offset: state.clockOffsetMs,
          settle: (error) => (error ? reject(error) : resolve()),
        });
      }),
    clear: () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ kind: 'clear', settle: (error) => (error ? reject(error) : resolve()) });
      }),
  };
  return { persistence, calls };
}

const delayMs = 500;
const afterDelay: Schedule = (run) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

/** Lets pending promise callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let state: BackendState;

beforeEach(() => {
  vi.useFakeTimers();
  state = createSeedState('empty', { now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  const { persistence, calls } = manualPersistence();
  const onError = vi.fn();
  const schedule = vi.fn(afterDelay);
  const queue = deferSaves(persistence, { schedule, onError });
  return { queue, calls, onError, schedule };
}

describe('deferSaves', () => {
  it('answers a save at once and writes a burst of changes once, after the delay', async () => {
    const { queue, calls, schedule } = deferred();
    for (let offset = 1; offset <= 3; offset += 1) {
      state.clockOffsetMs = offset;
      await queue.save(state);
    }
    expect(calls).toEqual([]);
    expect(schedule).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(delayMs);
    expect(calls.map((call) => [call.kind, call.offset])).toEqual([['save', 3]]);
  });

  it('schedules again for a change made after the write started', async () => {
    const { queue, calls, schedule } = deferred();
    await queue.save(state);
    await vi.advanceTimersByTimeAsync(delayMs);
    state.clockOffsetMs = 7;
    await queue.save(state);
    expect(schedule).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(calls.map((call) => call.offset)).toEqual([0, 7]);
  });

  it('writes nothing when nothing changed', async () => {
    const { queue, calls } = deferred();
    await queue.flush();
    await vi.advanceTimersByTimeAsync(delayMs * 4);
    expect(calls).toEqual([]);
  });

  it('flush writes at once, cancels the scheduled write and resolves once written', async () => {
    const { queue, calls } = deferred();
    state.clockOffsetMs = 5;
    await queue.save(state);
    let flushed = false;
    void queue.flush().then(() => (flushed = true));
    expect(calls.map((call) => call.offset)).toEqual([5]);
    await settle();
    expect(flushed).toBe(false);

    calls[0]?.settle();
    await settle();
    expect(flushed).toBe(true);
    await vi.advanceTimersByTimeAsync(delayMs * 4);
    expect(calls).toHaveLength(1);
  });

  it('flush starts its write without waiting for the one in flight, and waits for both', async () => {
    const { queue, calls } = deferred();
    state.clockOffsetMs = 1;
    await queue.save(state);
    await vi.advanceTimersByTimeAsync(delayMs);
    state.clockOffsetMs = 2;
    await queue.save(state);
    let flushed = false;
    void queue.flush().then(() => (flushed = true));
    // Both writes are started; the store applies them in that order.
    expect(calls.map((call) => call.offset)).toEqual([1, 2]);

    calls[1]?.settle();
    await settle();
    expect(flushed).toBe(false);
    calls[0]?.settle();
    await settle();
    expect(flushed).toBe(true);
  });

  it('flush with nothing unwritten still waits for the write in flight', async () => {
    const { queue, calls } = deferred();
    await queue.save(state);
    await vi.advanceTimersByTimeAsync(delayMs);
    let flushed = false;
    void queue.flush().then(() => (flushed = true));
    await settle();
    expect(flushed).toBe(false);
    calls[0]?.settle();
    await settle();
    expect(flushed).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('keeps a change whose write failed unwritten, reports it, and writes it on the next flush', async () => {
    const { queue, calls, onError } = deferred();
    state.clockOffsetMs = 3;
    await queue.save(state);
    const flushed = queue.flush();
    const failure = new Error('quota exceeded');
    calls[0]?.settle(failure);
    await flushed;
    expect(onError).toHaveBeenCalledWith(failure);

    void queue.flush();
    expect(calls.map((call) => call.offset)).toEqual([3, 3]);
  });

  it('clear drops the unwritten change and its scheduled write, after the writes in flight', async () => {
    const { queue, calls } = deferred();
    state.clockOffsetMs = 1;
    await queue.save(state);
    void queue.flush();
    state.clockOffsetMs = 2;
    await queue.save(state);
    const cleared = queue.clear();
    expect(calls.map((call) => call.kind)).toEqual(['save', 'clear']);
    calls[0]?.settle();
    calls[1]?.settle();
    await cleared;

    await vi.advanceTimersByTimeAsync(delayMs * 4);
    void queue.flush();
    expect(calls).toHaveLength(2);
  });

  it('a write that fails after a clear does not bring the cleared state back', async () => {
    const { queue, calls } = deferred();
    await queue.save(state);
    void queue.flush();
    const cleared = queue.clear();
    calls[0]?.settle(new Error('aborted'));
    calls[1]?.settle();
    await cleared;
    void queue.flush();
    expect(calls.map((call) => call.kind)).toEqual(['save', 'clear']);
  });

  it('a failed clear reaches the caller, and flush still settles', async () => {
    const { queue, calls } = deferred();
    const cleared = queue.clear();
    calls[0]?.settle(new Error('blocked'));
    await expect(cleared).rejects.toThrow('blocked');
    await expect(queue.flush()).resolves.toBeUndefined();
  });
});

describe('serializeSaves', () => {
  it('answers a save once written, one write at a time, and flush waits for the last', async () => {
    const { persistence, calls } = manualPersistence();
    const queue = serializeSaves(persistence);
    state.clockOffsetMs = 1;
    let firstSaved = false;
    void queue.save(state).then(() => (firstSaved = true));
    await settle();
    state.clockOffsetMs = 2;
    void queue.save(state);
    state.clockOffsetMs = 3;
    void queue.save(state);
    let flushed = false;
    void queue.flush().then(() => (flushed = true));
    await settle();
    expect(calls.map((call) => call.offset)).toEqual([1]);

    calls[0]?.settle();
    await settle();
    expect(firstSaved).toBe(true);
    // The two saves made meanwhile are one write of the latest state.
    expect(calls.map((call) => call.offset)).toEqual([1, 3]);
    expect(flushed).toBe(false);
    calls[1]?.settle();
    await settle();
    expect(flushed).toBe(true);
  });
});
