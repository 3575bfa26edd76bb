import type { Schedule } from './journal/persistence.ts';

/**
 * Idle time for the demo backend's own chores (the journal's first snapshot and compactions,
 * store/journal-log.ts): a job runs once no request has been in progress for `quietMs`. In the
 * worker a chore holds the backend for as long as it serializes the state (about 100 ms for the
 * large data set), so it waits for a pause rather than delaying the requests of a page that is
 * loading.
 */
export interface QuietTime {
  schedule: Schedule;
  /** Counts `work` as a request in progress until it settles. */
  during<T>(work: Promise<T>): Promise<T>;
}

export function quietTime(quietMs: number): QuietTime {
  const jobs = new Set<() => void>();
  let inProgress = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  /** (Re)starts the wait: from now, if nothing is in progress and something waits. */
  const arm = () => {
    stopTimer();
    if (jobs.size === 0 || inProgress > 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      const due = [...jobs];
      jobs.clear();
      for (const job of due) job();
    }, quietMs);
  };

  return {
    schedule(run) {
      const job = () => run();
      jobs.add(job);
      arm();
      return () => {
        jobs.delete(job);
        if (jobs.size === 0) stopTimer();
      };
    },
    async during(work) {
      inProgress += 1;
      stopTimer();
      try {
        return await work;
      } finally {
        inProgress -= 1;
        arm();
      }
    },
  };
}
