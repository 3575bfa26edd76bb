import type { DemoUser } from './session';

/** The data sets the demo can start from; the backend seeds them (src/backend/core/store/seeds.ts). */
export type DemoSeed = 'demo' | 'large';

const seedStorageKey = 'folio.demo-seed';

/**
 * The seed chosen on the start screen is remembered, so a reload (which starts the backend
 * again before anything renders) keeps the same data instead of starting over from `demo`.
 */
function rememberedSeed(): DemoSeed {
  try {
    return window.localStorage.getItem(seedStorageKey) === 'large' ? 'large' : 'demo';
  } catch {
    return 'demo';
  }
}

function rememberSeed(seed: DemoSeed) {
  try {
    window.localStorage.setItem(seedStorageKey, seed);
  } catch {
    // Without storage the demo still works; a reload just starts from the default seed.
  }
}

/**
 * The only door from the app into src/backend. It is a dynamic import so the remote mode never
 * downloads the backend: the bundler puts it, MSW and the seed data in their own chunks.
 */
let starting: { seed: DemoSeed; users: Promise<DemoUser[]> } | undefined;

export function startDemoBackend(seed?: DemoSeed): Promise<DemoUser[]> {
  const wanted = seed ?? rememberedSeed();
  if (seed) rememberSeed(seed);
  if (starting?.seed === wanted) return starting.users;
  const users = import('../backend/browser')
    .then((backend) => backend.startDemoBackend({ seed: wanted }))
    .then((started) => started.demoUsers)
    .catch((error: unknown) => {
      // Let the next attempt try again instead of caching the failure.
      starting = undefined;
      throw error;
    });
  starting = { seed: wanted, users };
  return users;
}

export async function stopDemoBackend(): Promise<void> {
  if (!starting) return;
  starting = undefined;
  const backend = await import('../backend/browser');
  await backend.stopDemoBackend();
}
