import { QueryObserver } from '@tanstack/react-query';
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

describe('a loader waiting for a query', () => {
  /** A query whose function reads its abort signal, as every API query does, and answers late. */
  function lateQuery(key: string) {
    const answers: ((value: string) => void)[] = [];
    let answered: string | undefined;
    const options = {
      queryKey: [key],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        new Promise<string>((resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
          if (answered === undefined) answers.push(resolve);
          else resolve(answered);
        }),
    };
    const answer = (value: string) => {
      answered = value;
      answers.forEach((resolve) => resolve(value));
    };
    return { options, answer };
  }

  it('gets its data when the screen that started the same fetch goes away', async () => {
    const client = createQueryClient();
    const { options, answer } = lateQuery('started-by-a-screen');
    // A screen observes the query and starts its fetch...
    const unsubscribe = new QueryObserver(client, options).subscribe(() => {});
    // ...the next page's loader waits for the same query...
    const loaded = client.ensureQueryData(options);
    // ...and the first screen unmounts before the answer (a navigation, StrictMode's remount).
    unsubscribe();
    answer('the data');
    await expect(loaded).resolves.toBe('the data');
  });

  it('gets its data when a screen observes its fetch and goes away', async () => {
    const client = createQueryClient();
    const { options, answer } = lateQuery('started-by-the-loader');
    const loaded = client.ensureQueryData(options);
    const unsubscribe = new QueryObserver(client, options).subscribe(() => {});
    unsubscribe();
    answer('the data');
    await expect(loaded).resolves.toBe('the data');
  });

  it('gets its data when the fetch it waits for is cancelled by someone else', async () => {
    const client = createQueryClient();
    const { options, answer } = lateQuery('cancelled');
    const loaded = client.ensureQueryData(options);
    await client.cancelQueries({ queryKey: options.queryKey });
    answer('the data');
    await expect(loaded).resolves.toBe('the data');
  });

  it('still fails with the fetch’s own error', async () => {
    const client = createQueryClient();
    const failing = {
      queryKey: ['failing'],
      queryFn: () => Promise.reject(new ApiError({ status: 400, message: 'No.' })),
    };
    await expect(client.ensureQueryData(failing)).rejects.toThrow('No.');
  });
});
