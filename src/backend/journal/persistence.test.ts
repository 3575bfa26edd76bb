import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeSaves, type Persistence } from './persistence.ts';
import { createSeedState } from '../core/store/seeds.ts';
import type { BackendState } from '../core/store/state.ts';

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
