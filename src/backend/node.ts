import { setupServer, type SetupServer } from 'msw/node';
import { createBackend, type Backend, type BackendOptions } from './create-backend.ts';
import { testClock } from './test-clock.ts';

/**
 * The backend for Node tests (component tests, unit tests of the client): `setupServer`
 * intercepts `fetch` to `baseUrl`, so code under test talks HTTP without a real server.
 */

export interface TestBackend {
  server: SetupServer;
  backend: Backend;
  store: Backend['store'];
  clock: Backend['clock'];
  /** Origin the handlers answer for in tests, e.g. `http://backend.test`. */
  baseUrl: string;
  /** `fetch(baseUrl + path)` with `Authorization: Bearer <token>` when a token is given. */
  request(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  close(): void;
}

/**
 * A backend for tests, without HTTP: its clock starts at the process's test epoch
 * (`testClock`), so every one of them seeds from the same moment and copies one seed build.
 */
export function createBackendForTests(options: BackendOptions = {}): Backend {
  return createBackend({ realNow: testClock(), ...options });
}

export function createTestBackend(
  options: BackendOptions & { baseUrl?: string; listen?: boolean } = {},
): TestBackend {
  const { baseUrl = 'http://backend.test', listen = true, ...backendOptions } = options;
  const backend = createBackendForTests(backendOptions);
  const server = setupServer(...backend.handlers);
  if (listen) server.listen({ onUnhandledRequest: 'error' });
  return {
    server,
    backend,
    store: backend.store,
    clock: backend.clock,
    baseUrl,
    request(path, init = {}) {
      const { token, json, headers, ...rest } = init;
      const merged = new Headers(headers);
      if (token !== undefined) merged.set('authorization', `Bearer ${token}`);
      if (json !== undefined) merged.set('content-type', 'application/json');
      return fetch(`${baseUrl}${path}`, {
        ...rest,
        headers: merged,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    },
    close: () => server.close(),
  };
}
