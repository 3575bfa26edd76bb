// Node-only module; the app program is typed for the browser, so pull in Node types here.
/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { createBackend, modelEventPaceMs, type Backend } from './create-backend.ts';
import { errorBody, type Answer } from './http/api-error.ts';
import { filePersistence } from './store/file-persistence.ts';
import type { SeedName } from './store/state.ts';

/**
 * The backend as a real HTTP server (remote mode, curl, e2e): a small node:http adapter. `/v1`
 * requests run through `backend.dispatch`, the same operation pipeline that the MSW handlers
 * of the demo and of the Node tests wrap, minus MSW's routing and Fetch `Response` objects,
 * which cost several times what node:http itself does (see docs/decisions). Everything else
 * (the control endpoints) goes through MSW's `getResponse` with the same handlers.
 */

export interface ApiServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  seed?: SeedName;
  /** JSON file the state is loaded from (when present) and saved to after every mutation. */
  dataFile?: string;
  /** Milliseconds between two events of a streamed answer; a model's pace by default. */
  eventPaceMs?: number;
}

export interface ApiServer {
  /** Base URL, e.g. `http://127.0.0.1:4010`. */
  url: string;
  backend: Backend;
  close(): Promise<void>;
}

const maxBodyBytes = 20 * 1024 * 1024;

const corsHeaders = {
  'access-control-allow-origin': '*',
  // Lets the console read Retry-After on a 429, and the backend clock's Date, from another origin.
  'access-control-expose-headers': 'Retry-After, Date',
};

const preflightHeaders = {
  ...corsHeaders,
  'access-control-allow-headers': 'Authorization, Content-Type',
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'access-control-max-age': '600',
};

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new BodyTooLarge());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    ...corsHeaders,
    'content-type': 'application/json',
    'content-length': bytes.length,
  });
  response.end(bytes);
}

/**
 * Writes a streamed answer chunk by chunk (no content-length: chunked transfer), so the client
 * sees each event when it is produced. A client that goes away cancels the stream.
 */
async function sendStream(
  response: ServerResponse,
  answer: Answer,
  stream: ReadableStream<Uint8Array>,
): Promise<void> {
  response.writeHead(answer.status, { ...corsHeaders, ...answer.headers });
  response.flushHeaders();
  const reader = stream.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  response.once('close', stop);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      response.write(value);
    }
  } finally {
    response.off('close', stop);
    response.end();
  }
}

function toFetchRequest(
  incoming: IncomingMessage,
  origin: string,
  body: Buffer | undefined,
): Request {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index];
    const value = raw[index + 1];
    if (name !== undefined && value !== undefined) headers.append(name, value);
  }
  const method = incoming.method ?? 'GET';
  return new Request(`${origin}${incoming.url ?? '/'}`, {
    method,
    headers,
    // A copy typed as ArrayBuffer-backed, which is what the DOM BodyInit type accepts.
    ...(body && body.length > 0 ? { body: Uint8Array.from(body) } : {}),
  });
}

/** The control endpoints (and anything else outside `/v1`) go through MSW's handlers. */
async function answerFromHandlers(
  handlers: RequestHandler[],
  request: Request,
): Promise<Answer | undefined> {
  const response = await getResponse(handlers, request);
  if (!response) return undefined;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const text = response.status === 204 ? null : await response.text();
  return { status: response.status, headers, text };
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const host = options.host ?? '127.0.0.1';
  const persistence = options.dataFile ? filePersistence(options.dataFile) : undefined;
  const saved = await persistence?.load();
  // Saves stay awaited here, unlike the demo's: an answer means the change is in the file, so
  // a server killed right after (tests restart it on the same file) loses nothing it confirmed,
  // and the write blocks the event loop only for its JSON.stringify (the file I/O is async).
  const backend = createBackend({
    seed: options.seed ?? 'demo',
    state: saved,
    ...(persistence ? { persistence } : {}),
    eventPaceMs: options.eventPaceMs ?? modelEventPaceMs,
  });
  let origin = '';

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const method = incoming.method ?? 'GET';
    if (method === 'OPTIONS') {
      outgoing.writeHead(204, preflightHeaders);
      outgoing.end();
      return;
    }
    const isRead = method === 'GET' || method === 'HEAD';
    // The Host header keeps urls.location pointing at the address the client used.
    const requestOrigin = incoming.headers.host ? `http://${incoming.headers.host}` : origin;

    let body: Buffer | undefined;
    if (!isRead) {
      try {
        body = await readBody(incoming);
      } catch (error) {
        if (error instanceof BodyTooLarge)
          return sendJson(
            outgoing,
            413,
            errorBody(413, `The request body must be at most ${maxBodyBytes} bytes.`),
          );
        throw error;
      }
    }
    const request = toFetchRequest(incoming, requestOrigin, body);
    const answer =
      (await backend.dispatch(request)) ?? (await answerFromHandlers(backend.handlers, request));
    if (!answer) {
      const path = new URL(request.url).pathname;
      return sendJson(outgoing, 404, errorBody(404, `No operation matches ${method} ${path}`));
    }
    if (answer.stream) return sendStream(outgoing, answer, answer.stream);
    const bytes = answer.text === null ? undefined : Buffer.from(answer.text);
    outgoing.writeHead(answer.status, {
      ...corsHeaders,
      ...answer.headers,
      ...(bytes ? { 'content-length': String(bytes.length) } : {}),
    });
    outgoing.end(bytes);
  }

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      console.error('[api] unexpected error', error);
      if (outgoing.headersSent) outgoing.destroy();
      else
        sendJson(
          outgoing,
          500,
          errorBody(500, 'Something went wrong on our side. Please try again.'),
        );
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${shownHost}:${address.port}`;

  return {
    url: origin,
    backend,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would otherwise hold close() open until they time out.
        server.closeAllConnections();
      });
      // A write still running (its request cut off by the close) finishes before the process
      // may exit, rather than leaving its temporary file behind.
      await backend.flush();
    },
  };
}
