import { afterEach, describe, expect, it } from 'vitest';
import { forwardingClient, serveForwarded, type ForwardPort } from './worker-forwarding.ts';

/** Both ends of a real MessageChannel, so every message is structured-cloned (and transferred). */
function channel(): { page: ForwardPort; worker: ForwardPort; close(): void } {
  const { port1, port2 } = new MessageChannel();
  const end = (port: MessagePort): ForwardPort => ({
    post: (message, transfer = []) => port.postMessage(message, transfer),
    listen(listener) {
      const onMessage = (event: MessageEvent) => listener(event.data);
      port.addEventListener('message', onMessage);
      port.start();
      return () => port.removeEventListener('message', onMessage);
    },
  });
  return {
    page: end(port1),
    worker: end(port2),
    close: () => {
      port1.close();
      port2.close();
    },
  };
}

const opened: { close(): void }[] = [];
afterEach(() => {
  for (const item of opened.splice(0)) item.close();
});

function setUp(answer: (request: Request) => Promise<Response>) {
  const ends = channel();
  opened.push(ends);
  const stopServing = serveForwarded(ends.worker, answer);
  const client = forwardingClient(ends.page);
  opened.push({ close: () => (client.stop(), stopServing()) });
  return client;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A body that sends one piece per `pull`, `paceMs` apart, and says when it was cancelled. */
function pacedBody(pieces: string[], paceMs: number) {
  const encoder = new TextEncoder();
  const left = [...pieces];
  const seen = { cancelled: false, sent: 0 };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (seen.sent > 0) await wait(paceMs);
      const next = left.shift();
      if (next === undefined) return controller.close();
      seen.sent += 1;
      controller.enqueue(encoder.encode(next));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe('requests forwarded to the demo worker', () => {
  it('carries the method, URL, headers and body there, and status, headers and body back', async () => {
    const client = setUp(async (request) => {
      const body = (await request.json()) as { title: string };
      return Response.json(
        {
          method: request.method,
          url: request.url,
          auth: request.headers.get('authorization'),
          title: body.title,
        },
        { status: 201, headers: { 'x-request-id': 'r1' } },
      );
    });
    const response = await client.forward(
      new Request('http://localhost/v1/spaces/space_1', {
        method: 'PATCH',
        headers: { Authorization: 'Bearer demo-admin', 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Handbook' }),
      }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('r1');
    expect(await response.json()).toEqual({
      method: 'PATCH',
      url: 'http://localhost/v1/spaces/space_1',
      auth: 'Bearer demo-admin',
      title: 'Handbook',
    });
  });

  it('answers a bodyless status without a body, and many requests each with its own answer', async () => {
    const client = setUp(async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/v1/none') return new Response(null, { status: 204 });
      await wait(pathname === '/v1/slow' ? 20 : 0);
      return new Response(pathname);
    });
    const [none, slow, fast] = await Promise.all(
      ['/v1/none', '/v1/slow', '/v1/fast'].map((path) =>
        client.forward(new Request(`http://localhost${path}`)),
      ),
    );
    expect(none?.status).toBe(204);
    expect(none?.body).toBeNull();
    expect(await slow?.text()).toBe('/v1/slow');
    expect(await fast?.text()).toBe('/v1/fast');
  });

  it('streams a body piece by piece as the worker produces it', async () => {
    const body = pacedBody(['event: a\n\n', 'event: b\n\n', 'event: c\n\n'], 40);
    const client = setUp(() =>
      Promise.resolve(
        new Response(body.stream, { headers: { 'content-type': 'text/event-stream' } }),
      ),
    );
    const response = await client.forward(new Request('http://localhost/v1/ask'));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    // The first event is read while the worker has not produced the last one yet.
    expect(decoder.decode(first.value)).toBe('event: a\n\n');
    expect(body.seen.sent).toBeLessThan(3);
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read())
      rest += decoder.decode(next.value);
    expect(rest).toBe('event: b\n\nevent: c\n\n');
  });

  it('stops the worker’s stream when the page cancels the body (Stop)', async () => {
    const body = pacedBody(['a', 'b', 'c', 'd', 'e', 'f'], 30);
    const client = setUp(() => Promise.resolve(new Response(body.stream)));
    const response = await client.forward(new Request('http://localhost/v1/ask'));
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await wait(80);
    expect(body.seen.cancelled).toBe(true);
    expect(body.seen.sent).toBeLessThan(6);
  });

  it('stops the worker’s stream when the request’s signal aborts', async () => {
    const body = pacedBody(['a', 'b', 'c', 'd', 'e', 'f'], 30);
    const client = setUp(() => Promise.resolve(new Response(body.stream)));
    const controller = new AbortController();
    const response = await client.forward(
      new Request('http://localhost/v1/ask', { signal: controller.signal }),
    );
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect(reader.read()).rejects.toThrow(/aborted/);
    await wait(80);
    expect(body.seen.cancelled).toBe(true);
  });

  it('rejects a request aborted before its answer, and the worker drops that answer', async () => {
    const body = pacedBody(['late'], 0);
    const client = setUp(async () => {
      await wait(40);
      return new Response(body.stream);
    });
    const controller = new AbortController();
    const pending = client.forward(
      new Request('http://localhost/v1/slow', { signal: controller.signal }),
    );
    await wait(5);
    controller.abort();
    await expect(pending).rejects.toThrow(/aborted/);
    await wait(80);
    expect(body.seen.cancelled).toBe(true);
  });

  it('answers a failing backend with a 500 and a body that breaks midway with an error', async () => {
    const failing = setUp(() => Promise.reject(new Error('boom')));
    const failed = await failing.forward(new Request('http://localhost/v1/x'));
    expect(failed.status).toBe(500);

    const encoder = new TextEncoder();
    const breaking = setUp(() =>
      Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoder.encode('part'));
              setTimeout(() => controller.error(new Error('torn')), 10);
            },
          }),
        ),
      ),
    );
    const torn = await breaking.forward(new Request('http://localhost/v1/y'));
    await expect(torn.text()).rejects.toThrow(/torn/);
  });
});
