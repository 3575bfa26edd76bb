import { describe, expect, it } from 'vitest';
import { createBackend } from './create-backend.ts';
import type { Persistence } from './journal/persistence.ts';
import type { BackendState } from './core/store/state.ts';
import { send } from './test-request.ts';

/** Records the title of Acme Docs in each state written, and the clears. */
function recordingPersistence() {
  const written: string[] = [];
  const persistence: Persistence = {
    load: () => Promise.resolve(undefined),
    save: (state: BackendState) => {
      written.push(state.organizations.find((org) => org.id === 'org_acme')?.title ?? '');
      return Promise.resolve();
    },
    clear: () => {
      written.push('(cleared)');
      return Promise.resolve();
    },
  };
  return { persistence, written };
}

describe('createBackend with a persistence', () => {
  it('answers a mutation once it is written', async () => {
    const { persistence, written } = recordingPersistence();
    const backend = createBackend({ persistence });
    await send(backend, 'PATCH', '/v1/orgs/org_acme', {
      token: 'demo-admin',
      json: { title: 'Yo' },
    });
    expect(written).toEqual(['Yo']);
  });
});

describe('injected faults', () => {
  it('are kept with the state, so a backend started from it (a reload) still injects them', async () => {
    const backend = createBackend();
    const set = await send(backend, 'POST', '/_backend/faults', {
      json: { latencyMs: 5, errorRate: 1, status: 503 },
    });
    expect(set.status).toBe(200);
    const reloaded = createBackend({ state: structuredClone(backend.store.state) });
    expect(reloaded.getFaults()).toEqual({ latencyMs: 5, errorRate: 1, status: 503 });
    const refused = await send(reloaded, 'GET', '/v1/orgs', { token: 'demo-admin' });
    expect(refused.status).toBe(503);
    await reloaded.reset();
    expect(reloaded.getFaults()).toEqual({ latencyMs: 0, errorRate: 0, status: 500 });
  });
});
