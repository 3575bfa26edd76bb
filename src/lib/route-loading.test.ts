import { QueryClient, queryOptions } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { ensureAll, loadAll, loadCrumb } from './route-loading';

const context = () => ({ queryClient: new QueryClient() });
const space = queryOptions({
  queryKey: ['spaces', 'detail', 's1'],
  queryFn: () => Promise.resolve({ title: 'Handbook' }),
});
const count = queryOptions({ queryKey: ['count'], queryFn: () => Promise.resolve(3) });
const missing = queryOptions({
  queryKey: ['spaces', 'detail', 'gone'],
  queryFn: (): Promise<{ title: string }> =>
    Promise.reject(new ApiError({ status: 404, message: 'No such space.' })),
  retry: false,
});
const failing = queryOptions({
  queryKey: ['broken'],
  queryFn: (): Promise<number> => Promise.reject(new ApiError({ status: 500, message: 'x' })),
  retry: false,
});

describe('ensureAll', () => {
  it('resolves with each query’s data in order and leaves it in the cache', async () => {
    const { queryClient } = context();
    await expect(ensureAll({ queryClient }, [space, count])).resolves.toEqual([
      { title: 'Handbook' },
      3,
    ]);
    expect(queryClient.getQueryData(count.queryKey)).toBe(3);
  });

  it('passes a 404 on as it is', async () => {
    await expect(ensureAll(context(), [missing])).rejects.toBeInstanceOf(ApiError);
  });
});

describe('loadAll', () => {
  it('turns a 404 into the route’s not-found and lets other failures through', async () => {
    await expect(loadAll(context(), [count, missing])).rejects.toSatisfy(isNotFound);
    await expect(loadAll(context(), [failing])).rejects.toBeInstanceOf(ApiError);
  });
});

describe('loadCrumb', () => {
  it('names the crumb from the data of every query', async () => {
    await expect(
      loadCrumb(context(), [space, count], (found, n) => `${found.title} (${n})`),
    ).resolves.toEqual({ crumb: 'Handbook (3)' });
  });

  it('shows the not-found page for a 404', async () => {
    await expect(loadCrumb(context(), [missing], (found) => found.title)).rejects.toSatisfy(
      isNotFound,
    );
  });
});
