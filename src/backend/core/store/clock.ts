/**
 * The backend's one clock. Every time-driven rule (space retention, async runs) reads `now()`,
 * so tests and the control endpoint move time forward instead of waiting. The offset lives in
 * the state (`clockOffsetMs`), so it survives a reload together with the data it affects.
 */
export interface Clock {
  now(): Date;
  /** The current time as an ISO 8601 string, as the API writes timestamps. */
  nowIso(): string;
  /** Moves the clock forward by `ms` (never backwards: rules assume time only grows). */
  advance(ms: number): Date;
  offsetMs(): number;
  reset(): void;
}

export interface ClockOptions {
  getOffset: () => number;
  setOffset: (offsetMs: number) => void;
  /** Real time source; tests pass a fixed one. */
  realNow?: () => number;
}

export function createClock({ getOffset, setOffset, realNow = Date.now }: ClockOptions): Clock {
  const now = () => new Date(realNow() + getOffset());
  return {
    now,
    nowIso: () => now().toISOString(),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError('The clock only moves forward by a finite number of milliseconds.');
      setOffset(getOffset() + ms);
      return now();
    },
    offsetMs: getOffset,
    reset: () => setOffset(0),
  };
}
