import { bodyless, fromWire, toWire, type WireRequest } from './tab-coordination.ts';

/**
 * Requests forwarded from the page to the demo backend's dedicated worker, and their answers
 * streamed back (docs/decisions/0026). The page's request handler only turns each request into
 * a message and the messages of its answer into a `Response`: routing, validation, the rules and
 * the writes all run in the worker.
 *
 * - `request` (page to worker) carries the request, body read; the worker answers with `head`
 *   (status and headers), then one `chunk` per piece of the body as the backend produces it (a
 *   streamed AI answer arrives event by event), then `end`, or `fail` when the body breaks.
 * - `abort` (page to worker): the request's signal aborted, or the page stopped reading the body
 *   (Stop pressed on an AI answer): the worker cancels the body, which stops the backend's
 *   stream, and sends nothing more for that id.
 *
 * The same messages would work over any port: the unit tests use a MessageChannel.
 */

export type ForwardMessage =
  | { type: 'request'; id: number; request: WireRequest }
  | { type: 'abort'; id: number }
  | { type: 'head'; id: number; status: number; headers: [string, string][] }
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'fail'; id: number; message: string };

/** One end of the channel; other messages may share it, and are ignored here. */
export interface ForwardPort {
  post(message: ForwardMessage, transfer?: Transferable[]): void;
  /** Returns a function that stops listening. */
  listen(listener: (message: unknown) => void): () => void;
}

/** What a Worker, a worker's own global scope and a MessagePort have in common. */
export interface MessageTarget {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The channel over a worker (the page's end) or the worker's own scope (the worker's end). */
export function portOf(target: MessageTarget): ForwardPort {
  return {
    post: (message, transfer = []) => target.postMessage(message, transfer),
    listen(listener) {
      const onMessage = (event: MessageEvent) => listener(event.data);
      target.addEventListener('message', onMessage);
      return () => target.removeEventListener('message', onMessage);
    },
  };
}

const forwardTypes = new Set(['request', 'abort', 'head', 'chunk', 'end', 'fail']);

function isForwardMessage(message: unknown): message is ForwardMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    'id' in message &&
    typeof message.id === 'number' &&
    forwardTypes.has(String(message.type))
  );
}

/** The body of an answer that was aborted, for a caller still holding its stream. */
const abortedError = () => new DOMException('The request was aborted.', 'AbortError');

interface Waiting {
  resolve(response: Response): void;
  reject(error: unknown): void;
  body?: ReadableStreamDefaultController<Uint8Array>;
  cleanup(): void;
}

/**
 * The page's side: `forward(request)` resolves with the worker's answer as soon as its head
 * arrives; the body streams in as the worker sends it.
 */
export function forwardingClient(port: ForwardPort): {
  forward(request: Request): Promise<Response>;
  stop(): void;
} {
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const finish = (id: number) => {
    waiting.get(id)?.cleanup();
    waiting.delete(id);
  };

  const unlisten = port.listen((message) => {
    if (!isForwardMessage(message)) return;
    const entry = waiting.get(message.id);
    if (!entry) return;
    switch (message.type) {
      case 'head': {
        const headers = new Headers(message.headers);
        if (bodyless(message.status)) {
          entry.resolve(new Response(null, { status: message.status, headers }));
          return;
        }
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            entry.body = controller;
          },
          // The page stopped reading (Stop, a closed connection): the worker stops producing.
          cancel() {
            if (!waiting.has(message.id)) return;
            finish(message.id);
            port.post({ type: 'abort', id: message.id });
          },
        });
        entry.resolve(new Response(stream, { status: message.status, headers }));
        return;
      }
      case 'chunk':
        entry.body?.enqueue(message.chunk);
        return;
      case 'end':
        entry.body?.close();
        finish(message.id);
        return;
      case 'fail': {
        const error = new Error(message.message);
        entry.reject(error);
        entry.body?.error(error);
        finish(message.id);
        return;
      }
      default:
        return;
    }
  });

  async function forward(request: Request): Promise<Response> {
    const id = nextId;
    nextId += 1;
    const { signal } = request;
    if (signal.aborted) throw abortedError();
    const wire = await toWire(request);
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        const entry = waiting.get(id);
        if (!entry) return;
        finish(id);
        port.post({ type: 'abort', id });
        reject(abortedError());
        try {
          entry.body?.error(abortedError());
        } catch {
          // The body was already closed or errored: nothing left to tell its reader.
        }
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.set(id, {
        resolve,
        reject,
        cleanup: () => signal.removeEventListener('abort', onAbort),
      });
      port.post({ type: 'request', id, request: wire }, wire.body ? [wire.body] : []);
    });
  }

  return {
    forward,
    stop() {
      unlisten();
      for (const [id, entry] of waiting) {
        entry.reject(abortedError());
        try {
          entry.body?.error(abortedError());
        } catch {
          // Already closed.
        }
        finish(id);
      }
    },
  };
}

/**
 * The worker's side: answers each forwarded request with `answer` and sends the answer back,
 * its body piece by piece as it is produced. Returns a function that stops listening.
 */
export function serveForwarded(
  port: ForwardPort,
  answer: (request: Request) => Promise<Response>,
): () => void {
  /** Requests in progress: aborting cancels the body's reader once there is one. */
  const running = new Map<number, { aborted: boolean; cancel?: () => void }>();

  async function serve(id: number, wire: WireRequest) {
    const state: { aborted: boolean; cancel?: () => void } = { aborted: false };
    running.set(id, state);
    try {
      const response = await answer(fromWire(wire)).catch(
        (error: unknown) =>
          new Response(JSON.stringify({ error: { code: 500, message: String(error) } }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
      );
      if (state.aborted) {
        await response.body?.cancel().catch(() => undefined);
        return;
      }
      port.post({ type: 'head', id, status: response.status, headers: [...response.headers] });
      const reader = response.body?.getReader();
      if (reader) {
        state.cancel = () => void reader.cancel().catch(() => undefined);
        for (;;) {
          const next = await reader.read();
          if (state.aborted) return;
          if (next.done) break;
          // Transferred, not copied, when the chunk owns its whole buffer (a view into a shared
          // or larger one is copied first: giving that away would break its other users).
          const value = next.value;
          const owned =
            value.buffer instanceof ArrayBuffer &&
            value.byteOffset === 0 &&
            value.byteLength === value.buffer.byteLength;
          const chunk = owned ? value : value.slice();
          port.post({ type: 'chunk', id, chunk }, [chunk.buffer as ArrayBuffer]);
        }
      }
      port.post({ type: 'end', id });
    } catch (error) {
      if (!state.aborted) port.post({ type: 'fail', id, message: String(error) });
    } finally {
      running.delete(id);
    }
  }

  return port.listen((message) => {
    if (!isForwardMessage(message)) return;
    if (message.type === 'request') void serve(message.id, message.request);
    else if (message.type === 'abort') {
      const state = running.get(message.id);
      if (!state) return;
      state.aborted = true;
      state.cancel?.();
    }
  });
}
