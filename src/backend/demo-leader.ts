import { getResponse } from 'msw';
import { createBackend, type Backend } from './create-backend.ts';
import { ApiError, errorAnswer, type SeedName, toResponse } from './core/index.ts';
import type { Persistence } from './journal/persistence.ts';
import type { LeaderBackend } from './tab-coordination.ts';

/**
 * The backend of the demo tab that leads (tab-coordination.ts): loaded from what was saved,
 * answering requests of every tab, and starting over when another data set is chosen.
 */

/** Answers a request with a backend: `/v1` through its dispatch, the rest through its handlers. */
export async function answerLocally(backend: Backend, request: Request): Promise<Response> {
  const dispatched = backend.dispatch(request);
  if (dispatched) return toResponse(await dispatched);
  const response = await getResponse(backend.handlers, request);
  if (response) return response;
  const { pathname } = new URL(request.url);
  return toResponse(
    errorAnswer(new ApiError(404, `No operation matches ${request.method} ${pathname}`)),
  );
}

export interface DemoLeaderOptions {
  persistence: Persistence;
  /** The data set this tab was started with. */
  seed: SeedName;
  eventPaceMs?: number;
}

/**
 * `lead` for createTabCoordinator. A tab that leads from its start drops a saved state of
 * another seed (it was asked for this one, as a single tab always was); a tab that takes over
 * from a leader that left keeps whatever that leader saved.
 */
export function demoLeader(options: DemoLeaderOptions): (first: boolean) => Promise<LeaderBackend> {
  const start = (seed: SeedName, state?: Awaited<ReturnType<Persistence['load']>>) =>
    createBackend({
      seed,
      state,
      persistence: options.persistence,
      ...(options.eventPaceMs !== undefined ? { eventPaceMs: options.eventPaceMs } : {}),
    });

  return async (first) => {
    const loaded = await options.persistence.load().catch(() => undefined);
    const saved = !first || loaded?.seed === options.seed ? loaded : undefined;
    if (loaded && !saved) await options.persistence.clear().catch(() => undefined);
    let backend = start(saved?.seed ?? options.seed, saved);
    return {
      answer: (request) => answerLocally(backend, request),
      flush: () => backend.flush(),
      seed: () => backend.store.seed,
      async useSeed(seed) {
        if (backend.store.seed === seed) return;
        // Another data set replaces this one, as choosing one on the start screen always did.
        await backend.flush();
        await options.persistence.clear().catch(() => undefined);
        backend = start(seed);
      },
    };
  };
}
