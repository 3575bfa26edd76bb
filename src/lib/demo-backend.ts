import type { DemoUser } from './session';

/**
 * The only door from the app into src/backend. It is a dynamic import so the remote mode never
 * downloads the backend: the bundler puts it, MSW and the seed data in their own chunks.
 */
let starting: Promise<DemoUser[]> | undefined;

export function startDemoBackend(): Promise<DemoUser[]> {
  starting ??= import('../backend/browser')
    .then((backend) => backend.startDemoBackend())
    .then((started) => started.demoUsers)
    .catch((error: unknown) => {
      // Let the next attempt try again instead of caching the failure.
      starting = undefined;
      throw error;
    });
  return starting;
}

export async function stopDemoBackend(): Promise<void> {
  if (!starting) return;
  starting = undefined;
  const backend = await import('../backend/browser');
  await backend.stopDemoBackend();
}
