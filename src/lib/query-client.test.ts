import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse } from './api-error';
import { createQueryClient, declaredInvalidations, retryDelay, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it.each([
    [new ApiError({ status: 500, message: 'x' }), true],
    [new ApiError({ status: 503, message: 'x' }), true],
    [new ApiError({ status: 0, kind: 'network', message: 'x' }), true],
    [new ApiError({ status: 429, message: 'x' }), true],
    [new ApiError({ status: 400, message: 'x' }), false],
    [new ApiError({ status: 401, message: 'x' }), false],
    [new ApiError({ status: 404, message: 'x' }), false],
    [new Error('not an API error'), false],
  ])('%s', (error, expected) => {
    expect(shouldRetry(0, error)).toBe(expected);
  });

  it('stops after two retries', () => {
    const error = new ApiError({ status: 500, message: 'x' });
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('honours Retry-After on 429', () => {
    expect(retryDelay(0, new ApiError({ status: 429, message: 'x', retryAfter: 3 }))).toBe(3000);
  });

  it('honours Retry-After on a 503 as read from the response', async () => {
    const response = new Response(JSON.stringify({ error: { code: 503, message: 'Later.' } }), {
      status: 503,
      headers: { 'Retry-After': '2' },
    });
    const error = await apiErrorFromResponse(response);
    expect(shouldRetry(0, error)).toBe(true);
    expect(retryDelay(0, error)).toBe(2000);
  });

  it('backs off otherwise', () => {
    const error = new ApiError({ status: 500, message: 'x' });
    expect(retryDelay(1, error)).toBeLessThan(retryDelay(2, error));
  });
});

describe('declared invalidations', () => {
  it('makes the declared roots stale once the mutation succeeds, and nothing on failure', async () => {
    const client = createQueryClient();
    client.setQueryData(['spaces', 'org_a'], 1);
    client.setQueryData(['sites', 'org_a'], 1);
    const observer = client.getMutationCache().build(client, {
      mutationFn: async (fail: boolean) => {
        if (fail) throw new ApiError({ status: 400, message: 'no' });
        return 'ok';
      },
      meta: { invalidates: [['spaces']] },
    });
    await observer.execute(true).catch(() => undefined);
    expect(client.getQueryState(['spaces', 'org_a'])?.isInvalidated).toBe(false);
    await observer.execute(false);
    expect(client.getQueryState(['spaces', 'org_a'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['sites', 'org_a'])?.isInvalidated).toBe(false);
  });

  it('reads keys that depend on the variables', () => {
    const keys = declaredInvalidations(
      { invalidates: ({ variables }) => [['sites', String(variables)]] },
      'site_1',
      undefined,
    );
    expect(keys).toEqual([['sites', 'site_1']]);
  });
});
