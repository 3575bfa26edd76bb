import { QueryClientProvider, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, requestApi } from './api-call';
import { nullWhen } from './api-error';
import { useApiMutation } from './api-mutation';
import {
  allPagesReadOptions,
  pagedReadOptions,
  readOptions,
  readScope,
  timedReadOptions,
} from './api-queries';
import { createQueryClient } from './query-client';
import { sessionStore } from './session';

/*
 * The typed calls, queries and mutation over a stubbed `fetch`: each test signs in at an
 * address of its own, so the API client (built once per address) takes that test's stub.
 */

let site = 0;

function serve(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return respond(request);
  });
  site += 1;
  sessionStore.signIn({
    mode: 'remote',
    baseUrl: `http://api${site}.test`,
    token: 'token',
    remember: false,
  });
  return requests;
}

afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

const org = { organizationId: 'org_1' };

describe('callApi', () => {
  it('sends the path parameters, the query and the body, and resolves with the answer', async () => {
    const requests = serve(() => Response.json({ id: 'spec_1' }, { status: 201 }));
    const answer = await callApi('post', '/v1/orgs/{organizationId}/openapi', {
      params: { path: org },
      body: { slug: 'pets', source: { url: 'https://example.test/pets.json' } },
    });
    expect(answer).toEqual({ id: 'spec_1' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`http://api${site}.test/v1/orgs/org_1/openapi`);
    await expect(requests[0]?.json()).resolves.toMatchObject({ slug: 'pets' });
  });

  it('resolves with nothing for 204 and 205, and rejects a 200 without a body', async () => {
    for (const status of [204, 205]) {
      serve(() => new Response(null, { status }));
      await expect(
        callApi('delete', '/v1/spaces/{spaceId}', { params: { path: { spaceId: 's' } } }),
      ).resolves.toBeUndefined();
    }
    serve(() => new Response(null, { status: 200, headers: { 'Content-Length': '0' } }));
    await expect(
      callApi('get', '/v1/orgs/{organizationId}', { params: { path: org } }),
    ).rejects.toMatchObject({ status: 200, message: 'The server sent an empty answer.' });
  });

  it('gives the response with the answer, and rejects with the ApiError of a refusal', async () => {
    serve(() =>
      Response.json({ items: [] }, { headers: { Date: 'Fri, 27 Nov 2026 08:00:00 GMT' } }),
    );
    const { answer, response } = await requestApi('get', '/v1/orgs', undefined);
    expect(answer).toEqual({ items: [] });
    expect(response.headers.get('Date')).toContain('2026');
    serve(() =>
      Response.json({ error: { code: 404, message: 'No such space.' } }, { status: 404 }),
    );
    const missing = callApi('get', '/v1/spaces/{spaceId}', { params: { path: { spaceId: 'x' } } });
    await expect(missing).rejects.toMatchObject({ status: 404, message: 'No such space.' });
  });
});

describe('nullWhen', () => {
  it('turns the matching refusals into null and throws anything else again', async () => {
    serve(() => Response.json({ error: { code: 404, message: 'Gone.' } }, { status: 404 }));
    const read = () =>
      callApi('get', '/v1/spaces/{spaceId}', { params: { path: { spaceId: 'x' } } });
    await expect(read().catch(nullWhen((status) => status === 404))).resolves.toBeNull();
    await expect(read().catch(nullWhen((status) => status === 403))).rejects.toMatchObject({
      status: 404,
    });
  });
});

function wrapper() {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper: Wrapper };
}

describe('useApiMutation', () => {
  it('builds the request from the variables, stores the answer and invalidates what it declares', async () => {
    const requests = serve(() => Response.json({ id: 'org_1', title: 'Renamed' }));
    const { client, wrapper: Wrapper } = wrapper();
    client.setQueryData(['organizations', 'list'], 'old list');
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () =>
        useApiMutation('patch', '/v1/orgs/{organizationId}', {
          request: (title: string) => ({ params: { path: org }, body: { title } }),
          storeAnswer: (answer) => ['organizations', 'detail', answer.id],
          meta: { invalidates: [['organizations', 'list']] },
          onSuccess,
        }),
      { wrapper: Wrapper },
    );
    await act(() => result.current.mutateAsync('Renamed'));
    expect(requests[0]?.method).toBe('PATCH');
    await expect(requests[0]?.json()).resolves.toEqual({ title: 'Renamed' });
    expect(client.getQueryData(['organizations', 'detail', 'org_1'])).toEqual({
      id: 'org_1',
      title: 'Renamed',
    });
    expect(client.getQueryState(['organizations', 'list'])?.isInvalidated).toBe(true);
    expect(onSuccess).toHaveBeenCalledWith(
      { id: 'org_1', title: 'Renamed' },
      'Renamed',
      undefined,
      expect.anything(),
    );
  });

  it('takes no variables when the request needs none, and rejects with the refusal', async () => {
    serve(() => Response.json({ error: { code: 409, message: 'Ended.' } }, { status: 409 }));
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(
      () =>
        useApiMutation('post', '/v1/org/{organizationId}/imports/{importRunId}/cancel', {
          request: () => ({ params: { path: { ...org, importRunId: 'run_1' } } }),
        }),
      { wrapper: Wrapper },
    );
    const refusal = { status: 409, message: 'Ended.' };
    await act(() => expect(result.current.mutateAsync()).rejects.toMatchObject(refusal));
    // The hook's state follows on React's next render, not with the promise.
    await waitFor(() => expect(result.current.error).toMatchObject(refusal));
  });
});

describe('query options', () => {
  it('reads one operation, with the options it is given', async () => {
    const requests = serve(() => Response.json({ id: 'org_1' }));
    const { wrapper: Wrapper } = wrapper();
    const options = readOptions('/v1/orgs/{organizationId}', { path: org }, { staleTime: 5 });
    expect(options.staleTime).toBe(5);
    // The key is the operation and its parameters, so the same read anywhere is one entry.
    expect(options.queryKey).toEqual(['/v1/orgs/{organizationId}', org, {}]);
    const { result } = renderHook(() => useQuery(options), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: 'org_1' }));
    expect(requests[0]?.url).toBe(`http://api${site}.test/v1/orgs/org_1`);
  });

  it("adds the server's clock to a timed read", async () => {
    serve(() =>
      Response.json({ id: 'org_1' }, { headers: { Date: 'Fri, 27 Nov 2026 08:00:00 GMT' } }),
    );
    const { wrapper: Wrapper } = wrapper();
    const options = timedReadOptions('/v1/orgs/{organizationId}', { path: org });
    const { result } = renderHook(() => useQuery(options), { wrapper: Wrapper });
    await waitFor(() =>
      expect(result.current.data).toEqual({
        id: 'org_1',
        serverNow: Date.parse('2026-11-27T08:00:00Z'),
      }),
    );
  });

  it('reads a list page by page, and a whole list to its end, keeping the query', async () => {
    const requests = serve((request) => {
      const page = new URL(request.url).searchParams.get('page');
      return Response.json(
        page ? { items: [{ id: 'b' }] } : { items: [{ id: 'a' }], next: { page: 'p2' } },
      );
    });
    const { wrapper: Wrapper } = wrapper();
    const teams = '/v1/orgs/{organizationId}/teams';
    const whole = allPagesReadOptions(teams, { path: org, query: { limit: 2 } });
    const all = renderHook(() => useQuery(whole), { wrapper: Wrapper });
    await waitFor(() => expect(all.result.current.data).toEqual([{ id: 'a' }, { id: 'b' }]));
    expect(requests.map((request) => new URL(request.url).search)).toEqual([
      '?limit=2',
      '?limit=2&page=p2',
    ]);
    const paged = pagedReadOptions(teams, { path: org, query: { limit: 2 } });
    // The same parameters read page by page are another entry than the whole list.
    const pages = renderHook(() => useInfiniteQuery(paged), { wrapper: Wrapper });
    await waitFor(() => expect(pages.result.current.hasNextPage).toBe(true));
    await act(() => pages.result.current.fetchNextPage());
    await waitFor(() =>
      expect(pages.result.current.data?.pages.flatMap((page) => page.items)).toEqual([
        { id: 'a' },
        { id: 'b' },
      ]),
    );
  });

  it("makes every read of a path for the call's parameters stale, and no other", async () => {
    serve((request) => Response.json({ items: [], url: request.url }));
    const client = createQueryClient();
    const teams = '/v1/orgs/{organizationId}/teams';
    const reads = [
      readOptions(teams, { path: org, query: { title: 'Core' } }),
      allPagesReadOptions(teams, { path: org, query: { limit: 2 } }),
      readOptions(teams, { path: { organizationId: 'org_2' } }),
      readOptions('/v1/orgs/{organizationId}', { path: org }),
    ];
    for (const read of reads) client.setQueryData(read.queryKey, { items: [] } as never);
    await client.invalidateQueries({ queryKey: readScope(teams, org), refetchType: 'none' });
    expect(reads.map((read) => client.getQueryState(read.queryKey)?.isInvalidated)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
