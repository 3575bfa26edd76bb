import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietTime } from './quiet-time.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A request that ends when the test says. */
function request() {
  let end = () => undefined as void;
  const work = new Promise<void>((resolve) => (end = resolve));
  return { work, end };
}

describe('quietTime', () => {
  it('runs a job once nothing happened for the quiet time', async () => {
    const quiet = quietTime(1_000);
    const job = vi.fn();
    quiet.schedule(job);
    await vi.advanceTimersByTimeAsync(999);
    expect(job).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(job).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('waits while a request is in progress, and for the quiet time after it', async () => {
    const quiet = quietTime(1_000);
    const job = vi.fn();
    quiet.schedule(job);
    await vi.advanceTimersByTimeAsync(600);
    const slow = request();
    const answered = quiet.during(slow.work);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(job).not.toHaveBeenCalled();
    slow.end();
    await answered;
    await vi.advanceTimersByTimeAsync(999);
    expect(job).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('counts a failed request as ended, and a cancelled job never runs', async () => {
    const quiet = quietTime(1_000);
    const cancelled = vi.fn();
    const kept = vi.fn();
    const cancel = quiet.schedule(cancelled);
    quiet.schedule(kept);
    cancel();
    await expect(quiet.during(Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cancelled).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });
});
