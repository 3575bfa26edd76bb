import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient, data, done } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(respond: (request: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    calls.push(input);
    return respond(input);
  });
  return calls;
}

describe('createApiClient', () => {
  it('adds the bearer token', async () => {
    const calls = stubFetch(() => Response.json({ count: 0, items: [] }));
    const client = createApiClient({ baseUrl: 'http://api.test/', getToken: () => 'secret' });
    await expect(data(client.GET('/v1/orgs'))).resolves.toEqual({ count: 0, items: [] });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer secret');
    expect(calls[0]?.url).toBe('http://api.test/v1/orgs');
  });

  it('takes 205 as well as 204 for a delete (the platform documents both)', async () => {
    for (const status of [204, 205]) {
      stubFetch(() => new Response(null, { status }));
      const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'x' });
      await expect(
        done(client.DELETE('/v1/spaces/{spaceId}', { params: { path: { spaceId: 'space_api' } } })),
      ).resolves.toBeUndefined();
    }
  });

  it("turns the platform's error body into an ApiError and reports 401", async () => {
    stubFetch(() =>
      Response.json({ error: { code: 401, message: 'Unknown token' } }, { status: 401 }),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => 'x',
      onUnauthorized,
    });
    const failure = await data(client.GET('/v1/orgs')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'Unknown token' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reads Retry-After on 429', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ error: { code: 429, message: 'Slow down' } }), {
          status: 429,
          headers: { 'Retry-After': '2', 'Content-Type': 'application/json' },
        }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'x' });
    await expect(data(client.GET('/v1/orgs'))).rejects.toMatchObject({
      status: 429,
      retryAfter: 2,
    });
  });

  it('turns a network failure into a clear network error', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => 'x' });
    await expect(data(client.GET('/v1/orgs'))).rejects.toMatchObject({
      kind: 'network',
      message: 'Cannot reach http://127.0.0.1:9. Check the address and that the server is running.',
    });
  });
});
