// First: MSW, which the backend imports, needs it as it loads.
import './worker-storage.ts';
import { startDemoHost, type DemoHost } from './demo-host.ts';
import type { DemoUser, SeedName } from './core/index.ts';
import { prepareParameterValidation } from './http/schema-validator.ts';
import { portOf, serveForwarded, type ForwardMessage } from './worker-forwarding.ts';

/**
 * The demo backend's dedicated worker (docs/decisions/0026): the page forwards every API and
 * control request here (worker-forwarding.ts), so the rules, validation, routing and IndexedDB
 * writes never hold the page's main thread. Besides the forwarded requests, the page sends
 * `start` (with the data set) once and `stop` when the demo ends.
 */

export type WorkerControl = { type: 'start'; seed: SeedName } | { type: 'stop' };

export type WorkerReply =
  | { type: 'started'; demoUsers: DemoUser[] }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };

/** The worker's global scope, typed here: the app's program has the DOM's types, not a worker's. */
const scope = globalThis as unknown as {
  postMessage(message: ForwardMessage | WorkerReply, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

const port = portOf(scope);

let host: Promise<DemoHost> | undefined;

serveForwarded(port, async (request) => {
  if (!host) throw new Error('The demo backend was not started.');
  return (await host).answer(request);
});

port.listen((message) => {
  const control = message as Partial<WorkerControl> | null;
  if (control?.type === 'start' && control.seed) {
    if (!host) {
      host = startDemoHost(control.seed);
      // In the next task: the host's lock and storage requests are out by then, and their
      // answers wait for this instead of the first organization's requests.
      setTimeout(prepareParameterValidation);
    }
    host.then(
      (started) => scope.postMessage({ type: 'started', demoUsers: started.demoUsers }),
      (error: unknown) => scope.postMessage({ type: 'failed', message: String(error) }),
    );
  } else if (control?.type === 'stop') {
    const stopping = host;
    host = undefined;
    void (async () => {
      await (await stopping?.catch(() => undefined))?.stop();
      scope.postMessage({ type: 'stopped' });
    })();
  }
});
