import { describe, expect, it } from 'vitest';
import { createBackend } from './create-backend.ts';
import { operationDefinitions } from './core/handlers/operations.gen.ts';
import { operationRoute, type OperationRuntime } from './http/operation-route.ts';
import { bySpecificity, routeTable } from './http/route-table.ts';
import { send, testOrigin } from './test-request.ts';

// The Node server and the demo answer /v1 through `dispatch`; `setupServer` and `send` through
// the MSW handler that wraps it (reading MSW's request, writing its response). Both must give
// the same answer to the same request.
const cases: Array<{ method: string; path: string; token?: string; json?: unknown }> = [
  { method: 'GET', path: '/v1/orgs?limit=2', token: 'demo-admin' },
  { method: 'GET', path: '/v1/orgs?limit=0', token: 'demo-admin' },
  { method: 'GET', path: '/v1/orgs?limit=-1', token: 'demo-admin' },
  { method: 'GET', path: '/v1/orgs' },
  { method: 'GET', path: '/v1/orgs/org_acme', token: 'demo-reader' },
  { method: 'GET', path: '/v1/orgs/org_nope', token: 'demo-admin' },
  { method: 'PATCH', path: '/v1/orgs/org_acme', token: 'demo-reader', json: { title: 'X' } },
  { method: 'PATCH', path: '/v1/orgs/org_acme', token: 'demo-admin', json: { title: '' } },
  { method: 'GET', path: '/v1/orgs/org_acme/search?query=deploy', token: 'demo-editor' },
  { method: 'DELETE', path: '/v1/orgs/org_acme/link-invites/nope', token: 'demo-admin' },
  { method: 'GET', path: '/v1/no/such/operation', token: 'demo-admin' },
  // A malformed percent-encoding: MSW would throw while matching; both answer the same 400.
  { method: 'GET', path: '/v1/orgs/%E0%A4%A', token: 'demo-admin' },
  { method: 'GET', path: '/v1/orgs/%' },
];

describe('backend.dispatch', () => {
  it.each(cases)('answers $method $path as the MSW handlers do', async (item) => {
    const viaHandlers = await send(createBackend(), item.method, item.path, item);
    const headers = new Headers();
    if (item.token) headers.set('authorization', `Bearer ${item.token}`);
    if (item.json !== undefined) headers.set('content-type', 'application/json');
    const request = new Request(`${testOrigin}${item.path}`, {
      method: item.method,
      headers,
      ...(item.json !== undefined ? { body: JSON.stringify(item.json) } : {}),
    });
    const answer = await createBackend().dispatch(request);
    expect(answer?.status).toBe(viaHandlers.status);
    expect(answer?.text === null ? undefined : JSON.parse(answer?.text ?? 'null')).toEqual(
      viaHandlers.body,
    );
  });

  it('leaves paths outside /v1 to the handlers', () => {
    expect(createBackend().dispatch(new Request(`${testOrigin}/_backend/health`))).toBeUndefined();
  });
});

describe('the Date header', () => {
  it('tells the backend clock, so clients can count time-driven rules against it', async () => {
    const backend = createBackend();
    backend.clock.advance(3 * 24 * 60 * 60 * 1000);
    const viaHandlers = await send(backend, 'GET', '/v1/orgs', { token: 'demo-admin' });
    const shown = Date.parse(viaHandlers.headers.get('date') ?? '');
    expect(Math.abs(shown - backend.clock.now().getTime())).toBeLessThan(2_000);
    expect(shown - Date.now()).toBeGreaterThan(2 * 24 * 60 * 60 * 1000);
  });
});

describe('the route table', () => {
  // Routes are only matched here, never run: no backend is needed behind them.
  const routes = operationDefinitions.map((definition) =>
    operationRoute(definition, {} as OperationRuntime),
  );
  const find = routeTable(routes);
  // The order the table promises: the most specific template first (sorted once).
  const ordered = [...routes].sort(bySpecificity);
  const scan = (method: string, pathname: string) =>
    ordered.find((route) => route.method === method && route.match(pathname));
  const samples = routes.flatMap((route) => {
    const path = route.path.replace(/\{[^}]+\}/g, 'x_1');
    return [path, `${path}/`, `${path}//`, `${path}/more`, path.replace(/\/[^/]+$/, '')];
  });
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

  it('finds for every path and method the route a scan of them all finds', () => {
    let found = 0;
    for (const pathname of [...samples, '/v1/', '/v1//orgs', '/v1/orgs/%2F/spaces'])
      for (const method of methods) {
        const expected = scan(method, pathname);
        expect(find(method, pathname)?.route, `${method} ${pathname}`).toBe(expected);
        if (expected) found += 1;
      }
    expect(found).toBeGreaterThanOrEqual(routes.length);
  });

  it('finds the same route whatever order the areas’ handlers come in', () => {
    const reversed = routeTable([...routes].reverse());
    for (const pathname of samples)
      for (const method of methods)
        expect(reversed(method, pathname)?.route, `${method} ${pathname}`).toBe(
          find(method, pathname)?.route,
        );
  });
});
