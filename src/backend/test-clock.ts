/**
 * Where the clocks of test backends start: one moment per process. Every test backend then
 * seeds from the same moment, which `createSeedState` copies from its last build instead of
 * building again: a quarter of the time, for thousands of backends in a run of the tests.
 */
const testEpoch = Date.now();

/**
 * A clock that reads `start` first, then runs as `Date.now` does from that first reading: in
 * real time, or as far as fake timers move it.
 */
export function clockFrom(start: number): () => number {
  let origin: number | undefined;
  return () => {
    const real = Date.now();
    origin ??= real;
    return start + (real - origin);
  };
}

/** The clock of a test backend (`realNow`): it starts at the process's test epoch. */
export function testClock(): () => number {
  return clockFrom(testEpoch);
}
