import { afterAll, describe, expect, it } from 'vitest';
import { createTestBackend } from './node.ts';

describe('createTestBackend (setupServer)', () => {
  const backend = createTestBackend({ seed: 'demo' });
  afterAll(() => backend.close());

  it('intercepts fetch to the base URL with the same handlers', async () => {
    const response = await backend.request('/v1/orgs', { token: 'demo-reader' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { id: string }[] };
    expect(body.items.map((o) => o.id)).toEqual(['org_acme']);
  });

  it('shares the store with the test, and sends JSON bodies', async () => {
    const response = await backend.request('/v1/orgs/org_acme', {
      method: 'PATCH',
      token: 'demo-admin',
      json: { title: 'From a component test' },
    });
    expect(response.status).toBe(200);
    expect(backend.store.state.organizations[0]?.title).toBe('From a component test');
    expect((await fetch(`${backend.baseUrl}/_backend/health`)).status).toBe(200);
  });
});
