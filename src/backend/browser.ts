import type { SetupWorker } from 'msw/browser';
import type { DemoHost } from './demo-host.ts';
import type { WorkerControl, WorkerReply } from './demo-worker.ts';
import type { DemoUser, SeedName } from './core/index.ts';
import { forwardingClient, portOf } from './worker-forwarding.ts';

/**
 * The demo runtime in the page. MSW's service worker hands each API and control request to the
 * page, which forwards it to the demo backend's dedicated worker (demo-worker.ts) and streams
 * the answer back: the backend, its validation and its IndexedDB writes never run on the main
 * thread, so the page stays responsive whatever the backend does (docs/decisions/0026).
 *
 * Each change is written before it is answered (store/journal-idb.ts), so nothing is left to
 * write when the page goes. Several demo tabs share one state: each tab's worker either leads
 * (runs the backend) or forwards to the tab that does (tab-coordination.ts, decision 0016).
 */

/** Starts the backend in a dedicated worker; resolves once it answers. */
async function startInWorker(seed: SeedName): Promise<DemoHost> {
  const worker = new Worker(new URL('./demo-worker.ts', import.meta.url), {
    type: 'module',
    name: 'folio-demo-backend',
  });
  const port = portOf(worker);
  const reply = (wanted: WorkerReply['type']) =>
    new Promise<WorkerReply>((resolve, reject) => {
      const stopListening = port.listen((message) => {
        const answer = message as Partial<WorkerReply> | null;
        if (answer?.type !== wanted && answer?.type !== 'failed') return;
        stopListening();
        worker.removeEventListener('error', onError);
        if (answer.type === 'failed') reject(new Error(answer.message));
        else resolve(answer as WorkerReply);
      });
      // A worker that cannot even load (its script failed) says so only through this event.
      const onError = (event: ErrorEvent) => {
        stopListening();
        reject(new Error(event.message || 'The demo backend worker did not start.'));
      };
      worker.addEventListener('error', onError, { once: true });
    });
  const control = (message: WorkerControl) => worker.postMessage(message);
  const started = reply('started');
  control({ type: 'start', seed });
  const answer = await started.catch((error: unknown) => {
    worker.terminate();
    throw error;
  });
  const client = forwardingClient(port);
  return {
    answer: client.forward,
    demoUsers: answer.type === 'started' ? answer.demoUsers : [],
    async stop() {
      // A leading worker lets go of the lead first, so another tab takes over at once.
      const stopped = reply('stopped');
      control({ type: 'stop' });
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5_000))]).catch(
        () => undefined,
      );
      client.stop();
      worker.terminate();
    },
  };
}

let running: { host: DemoHost; worker: SetupWorker } | undefined;

/** The backend answers only this page's own API and control requests. */
const backendPaths = /\/(?:v1|_backend)\//;

/** The data sets the demo can start from, for the start screen to offer. */
export const demoSeedChoices: readonly { seed: SeedName; label: string; description: string }[] = [
  {
    seed: 'demo',
    label: 'Demo organizations',
    description: 'Acme Docs with about twenty spaces in nested collections, plus two more.',
  },
  {
    seed: 'large',
    label: 'Large organization',
    description: 'Adds Initech Knowledge Base: 10,000 spaces in 300 collections.',
  },
];

export interface DemoBackendOptions {
  /**
   * The data to start from; `demo` when absent. A saved state of another seed is dropped and
   * the demo starts fresh from this one.
   */
  seed?: SeedName;
}

/**
 * Starts the demo backend and resolves once MSW's worker hands requests to it. The first demo
 * tab runs the backend; any other follows it (tab-coordination.ts), so every tab shares one
 * state.
 */
export async function startDemoBackend(
  options: DemoBackendOptions = {},
): Promise<{ demoUsers: DemoUser[]; seed: SeedName }> {
  const seed = options.seed ?? 'demo';
  // The backend this one replaces lets go of the lead (and its data) first.
  await stopDemoBackend();
  // The backend's worker (its code, the contract, the seed) and MSW's service worker (its code
  // and registration) start side by side, not one after the other: the worker is created at
  // once, while MSW's code, most of what this page downloads for the demo, is still on the way
  // (docs/decisions/0038). The service worker's handler waits for the backend if a request
  // comes first.
  const hosting = startInWorker(seed);
  const intercepting = startServiceWorker(hosting);
  const [host, worker] = await Promise.all([hosting, intercepting]).catch(
    async (error: unknown) => {
      // Whichever half started is stopped, so a next attempt starts from nothing.
      await Promise.allSettled([
        hosting.then((started) => started.stop()),
        intercepting.then((started) => started.stop()),
      ]);
      throw error;
    },
  );
  running = { host, worker };
  return { demoUsers: host.demoUsers, seed };
}

/** MSW's service worker, handing this page's API and control requests to `hosting`. */
async function startServiceWorker(hosting: Promise<DemoHost>): Promise<SetupWorker> {
  const [{ http }, { setupWorker }] = await Promise.all([import('msw'), import('msw/browser')]);
  const worker = setupWorker(
    http.all(backendPaths, async ({ request }) =>
      new URL(request.url).origin === window.location.origin
        ? (await hosting).answer(request)
        : undefined,
    ),
  );
  // Awaited: requests made before the worker is active would bypass it and fail.
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}

/** Stops answering; a leading tab lets another tab lead. */
export async function stopDemoBackend(): Promise<void> {
  const stopping = running;
  running = undefined;
  stopping?.worker.stop();
  await stopping?.host.stop();
}
