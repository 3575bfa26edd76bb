// Node-only module; the app program is typed for the browser, so pull in Node types here.
/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import { createBackend, modelEventPaceMs, type Backend } from './create-backend.ts';
import {
  type Answer,
  type ApiRequest,
  contractOperations,
  errorBody,
  type SeedName,
} from './core/index.ts';
import { isJsonContentType } from './http/control.ts';
import type { AnswerOrPromise } from './http/operation-route.ts';
import { compileValidators } from './http/request-validation.ts';
import {
  clientErrorStatus,
  consoleOrigins,
  controlOriginAllowed,
  isValidHost,
  normalizeOrigin,
  rawErrorResponse,
  requestPath,
  whenBodyDrained,
} from './server-guards.ts';
import { seedAssetFile, seedAssetHeaders } from './seed-asset-files.ts';
import { journalFile } from './journal/journal-file.ts';

/**
 * The backend as a real HTTP server (remote mode, curl, e2e): a small node:http adapter. `/v1`
 * requests run through `backend.dispatch`, the same operation pipeline that the MSW handlers
 * of the demo and of the Node tests wrap, minus MSW's routing and Fetch `Response` objects,
 * which cost several times what node:http itself does (see docs/decisions). Everything else
 * (the control endpoints) goes through MSW's `getResponse` with the same handlers.
 */

/** What the API answers and how; the same whether it listens alone or inside another server. */
export interface ApiOptions {
  seed?: SeedName;
  /**
   * JSON file the state is loaded from (when present); every mutation is appended to its journal
   * (`<file>.journal`), compacted into the file from time to time.
   */
  dataFile?: string;
  /** Milliseconds between two events of a streamed answer; a model's pace by default. */
  eventPaceMs?: number;
  /** Real time source for the backend clock; tests pass a fixed one. */
  realNow?: () => number;
  /**
   * The origin clients reach the server at (`https://api.example.test`), for the absolute
   * addresses in answers (`urls.location`); the listening address by default. Never taken from
   * a request's Host header, which any client sets to anything.
   */
  publicUrl?: string;
  /**
   * Origins of web pages allowed to call the control endpoints, besides the console's own dev
   * and preview origins (`consoleOrigins`).
   */
  trustedOrigins?: readonly string[];
  /**
   * Whether `/v1` answers carry CORS headers for pages of other origins (the default). The
   * console's own server (src/serve) answers on the console's origin and leaves them out.
   */
  cors?: boolean;
}

export interface ApiServerOptions extends ApiOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
}

/**
 * The API as a node:http request listener, for a server that listens itself: the API server
 * below, or the console's server (src/serve), which hands it `/v1` and `/_backend`.
 */
export interface ApiListener {
  backend: Backend;
  handle(incoming: IncomingMessage, outgoing: ServerResponse): void;
  /**
   * Says where the server listens, once it does: absolute addresses in answers use it unless
   * a public URL was configured. Returns the origin they use.
   */
  listeningAt(url: string): string;
  /** Waits for a write still running, so the process may exit without losing it. */
  flush(): Promise<void>;
}

export interface ApiServer {
  /** Base URL it listens at, e.g. `http://127.0.0.1:4010`. */
  url: string;
  /** The origin answers use for absolute addresses (`publicUrl`, or `url`). */
  publicUrl: string;
  backend: Backend;
  close(): Promise<void>;
}

const maxBodyBytes = 20 * 1024 * 1024;

/** `/v1` needs a token (never a cookie), so any page may read its answers. */
const apiCorsHeaders = {
  'access-control-allow-origin': '*',
  // Lets the console read Retry-After on a 429, and the backend clock's Date, from another origin.
  'access-control-expose-headers': 'Retry-After, Date',
};

const apiPreflightHeaders = {
  ...apiCorsHeaders,
  'access-control-allow-headers': 'Authorization, Content-Type',
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'access-control-max-age': '600',
};

/** The control endpoints answer a page only from a trusted origin, and say so to caches. */
function controlCorsHeaders(origin: string | undefined): Record<string, string> {
  return origin === undefined ? {} : { 'access-control-allow-origin': origin, vary: 'Origin' };
}

function controlPreflightHeaders(origin: string | undefined): Record<string, string> {
  return {
    ...controlCorsHeaders(origin),
    'access-control-allow-headers': 'Content-Type',
    'access-control-allow-methods': 'GET,POST,OPTIONS',
    'access-control-max-age': '600',
  };
}

/** The CORS headers of each kind of answer, or none of them for a same-origin server. */
function corsPolicy(enabled: boolean) {
  const none = {};
  return enabled
    ? {
        api: apiCorsHeaders,
        apiPreflight: apiPreflightHeaders,
        control: controlCorsHeaders,
        controlPreflight: controlPreflightHeaders,
      }
    : { api: none, apiPreflight: none, control: () => none, controlPreflight: () => none };
}

const controlPrefix = '/_backend/';

class BodyTooLarge extends Error {}
/** The client broke off or sent a malformed body; `clientError` answers it, if anyone. */
class ClientGone extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        // Stop keeping it, but let it arrive: the client reads the 413 once it is done sending
        // (cutting the connection instead showed most clients a reset, not the answer).
        request.off('data', onData);
        request.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', () => reject(new ClientGone()));
    request.on('aborted', () => reject(new ClientGone()));
  });
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  const bytes = Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': bytes.length,
  });
  response.end(bytes);
}

/**
 * Writes an answer in one piece. The headers go to `writeHead` as one flat list of names and
 * values, which Node checks and writes as they come (no header map, no merged object), and the
 * text is handed to `end` as it is: Node encodes it once into the socket's buffer, where
 * `Buffer.from` first would copy it once more.
 */
function sendAnswer(response: ServerResponse, answer: Answer, cors: Record<string, string>): void {
  const headers: (string | number)[] = [];
  // An answer's own header wins over the path's CORS header of the same name, as it did.
  for (const name in cors)
    if (answer.headers[name] === undefined) headers.push(name, cors[name] as string);
  for (const name in answer.headers) headers.push(name, answer.headers[name] as string);
  if (answer.text === null) {
    response.writeHead(answer.status, headers);
    response.end();
    return;
  }
  // A kept answer (http/answer-cache.ts) is written as the bytes encoded when it was kept.
  const body = answer.bytes ?? answer.text;
  headers.push(
    'content-length',
    answer.bytes ? answer.bytes.length : Buffer.byteLength(answer.text),
  );
  response.writeHead(answer.status, headers);
  response.end(body);
}

/**
 * Writes a streamed answer chunk by chunk (no content-length: chunked transfer), so the client
 * sees each event when it is produced. A client that goes away cancels the stream.
 */
async function sendStream(
  response: ServerResponse,
  answer: Answer,
  stream: ReadableStream<Uint8Array>,
  cors: Record<string, string>,
): Promise<void> {
  response.writeHead(answer.status, { ...cors, ...answer.headers });
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
  url: string,
  body: Buffer | undefined,
): Request | undefined {
  try {
    const headers = new Headers();
    const raw = incoming.rawHeaders;
    for (let index = 0; index + 1 < raw.length; index += 2) {
      const name = raw[index];
      const value = raw[index + 1];
      if (name !== undefined && value !== undefined) headers.append(name, value);
    }
    return new Request(url, {
      method: incoming.method ?? 'GET',
      headers,
      // A copy typed as ArrayBuffer-backed, which is what the DOM BodyInit type accepts.
      ...(body && body.length > 0 ? { body: Uint8Array.from(body) } : {}),
    });
  } catch {
    // A header or a path Node's parser let through but the Fetch API refuses.
    return undefined;
  }
}

/**
 * A `/v1` request as the operation pipeline reads it, straight from node:http's message: Node
 * has parsed the headers already (lower-case names, repeated ones joined), so building Fetch
 * `Headers`, a `Request` and its body stream only to read them back is work for nothing. A
 * class, so a request allocates one object and no functions.
 */
class NodeApiRequest implements ApiRequest {
  constructor(
    private readonly incoming: IncomingMessage,
    private readonly body: Buffer | undefined,
    readonly method: string,
    readonly origin: string,
    readonly pathname: string,
    readonly search: string,
  ) {}

  header(name: string): string | null {
    const value = this.incoming.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }

  text(): Promise<string> {
    return Promise.resolve(this.body ? this.body.toString('utf8') : '');
  }
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

/** A request past the server's own checks, on its way to an answer. */
interface PendingRequest {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
  method: string;
  /** Path and query, as the target gave them. */
  path: string;
  pathname: string;
  /** Where the query starts in `path` (its `?`), or -1. */
  query: number;
  cors: Record<string, string>;
}

/** The public origin from the option, checked; the listening address stands in when absent. */
function publicOrigin(option: string | undefined): string | undefined {
  if (option === undefined) return undefined;
  const origin = normalizeOrigin(option);
  if (!origin)
    throw new Error(
      `The public URL must be an origin such as https://api.example.test (no path), got '${option}'.`,
    );
  return origin;
}

function trustedOriginSet(extra: readonly string[] = []): Set<string> {
  const origins = new Set(consoleOrigins);
  for (const value of extra) {
    const origin = normalizeOrigin(value);
    if (!origin)
      throw new Error(
        `A trusted origin must be scheme, host and port, such as http://localhost:3000; got '${value}'.`,
      );
    origins.add(origin);
  }
  return origins;
}

export async function createApiListener(options: ApiOptions): Promise<ApiListener> {
  const corsHeaders = corsPolicy(options.cors ?? true);
  const configuredOrigin = publicOrigin(options.publicUrl);
  const trusted = trustedOriginSet(options.trustedOrigins);
  const persistence = options.dataFile ? journalFile(options.dataFile) : undefined;
  const saved = await persistence?.load();
  // Saves stay awaited here, unlike the demo's: an answer means the change is in the journal,
  // so a server killed right after loses nothing it confirmed. A change appends only the
  // records it touched (store/journal-file.ts), whatever the size of the state.
  const backend = createBackend({
    seed: options.seed ?? 'demo',
    state: saved,
    ...(persistence ? { persistence } : {}),
    eventPaceMs: options.eventPaceMs ?? modelEventPaceMs,
    // Every change goes through a rule here, so an answer kept until the next one is current.
    reuseAnswers: true,
    ...(options.realNow ? { realNow: options.realNow } : {}),
  });
  // Every validator now, not on the first request that needs it: compiling one takes tens to
  // hundreds of milliseconds, which no request should wait for (about half a second in all).
  compileValidators(contractOperations());
  let origin = '';

  /** Answers that need no backend: the error body, with the CORS headers of the path. */
  const refuse = (
    outgoing: ServerResponse,
    status: number,
    message: string,
    cors: Record<string, string>,
    extra: Record<string, string> = {},
  ) => sendJson(outgoing, status, errorBody(status, message), { ...cors, ...extra });

  /**
   * Answers one request, synchronously as far as it goes: a read the pipeline answers at once
   * is written in the tick it arrived in, without a promise. Only a seed image, a body to read
   * or an answer to wait for goes on asynchronously (the promise returned).
   */
  function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> | void {
    const method = incoming.method ?? 'GET';
    const target = incoming.url ?? '/';
    const path = method === 'OPTIONS' && target === '*' ? '/' : requestPath(target);
    if (path === undefined)
      return refuse(
        outgoing,
        400,
        `The request target '${target.slice(0, 200)}' is not a path such as /v1/orgs.`,
        corsHeaders.api,
      );
    const query = path.indexOf('?');
    const pathname = query === -1 ? path : path.slice(0, query);
    const control = pathname.startsWith(controlPrefix);
    const pageOrigin = incoming.headers.origin;
    const cors = control ? corsHeaders.control(pageOrigin) : corsHeaders.api;
    if (!isValidHost(incoming.headers.host))
      return refuse(outgoing, 400, 'The Host header is not a valid host name.', corsHeaders.api);
    if (control && !controlOriginAllowed(pageOrigin, trusted))
      // No CORS headers: the page cannot even read this refusal.
      return refuse(
        outgoing,
        403,
        `Pages from ${String(pageOrigin)} may not use the control endpoints; start the server with --trust-origin ${String(pageOrigin)} to allow them.`,
        {},
      );
    if (method === 'OPTIONS') {
      outgoing.writeHead(
        204,
        control ? corsHeaders.controlPreflight(pageOrigin) : corsHeaders.apiPreflight,
      );
      outgoing.end();
      return;
    }
    const request: PendingRequest = { incoming, outgoing, method, path, pathname, query, cors };
    if ((method === 'GET' || method === 'HEAD') && !control) {
      const asset = seedAssetFile(pathname);
      if (asset)
        return asset.then((bytes) => {
          if (!bytes) return answerRequest(request, undefined);
          outgoing.writeHead(200, {
            ...cors,
            ...seedAssetHeaders,
            'content-length': String(bytes.length),
          });
          outgoing.end(method === 'HEAD' ? undefined : bytes);
        });
    }
    if (method !== 'GET' && method !== 'HEAD' && wantsBody(incoming, pathname, control))
      return answerWithBody(request);
    return answerRequest(request, undefined);
  }

  /** Reads the body (at most `maxBodyBytes`), then answers; a client gone gets nothing. */
  async function answerWithBody(request: PendingRequest): Promise<void> {
    const { incoming } = request;
    const declared = Number(incoming.headers['content-length']);
    let body: Buffer;
    try {
      if (declared > maxBodyBytes) throw new BodyTooLarge();
      body = await readBody(incoming);
    } catch (error) {
      if (error instanceof ClientGone) return;
      if (!(error instanceof BodyTooLarge)) throw error;
      return refuseTooLarge(request);
    }
    await answerRequest(request, body);
  }

  /**
   * The 413 for a body over the limit: written whole at once, so a client that reads while it
   * sends has it now, but ended (and the connection closed) only once the rest of the body has
   * arrived, so a client that sends everything first still reads it (server-guards.ts).
   */
  function refuseTooLarge(request: PendingRequest): void {
    const { incoming, outgoing, cors } = request;
    const message = `The request body must be at most ${maxBodyBytes} bytes (20 MB).`;
    const bytes = Buffer.from(JSON.stringify(errorBody(413, message)));
    outgoing.writeHead(413, {
      ...cors,
      'content-type': 'application/json',
      'content-length': bytes.length,
      connection: 'close',
    });
    outgoing.write(bytes);
    whenBodyDrained(incoming, () => outgoing.end());
  }

  /** `/v1` through the operation pipeline, anything else through the MSW handlers. */
  function answerRequest(request: PendingRequest, body: Buffer | undefined): Promise<void> | void {
    const { incoming, outgoing, method, path, pathname, query, cors } = request;
    const search = query === -1 ? '' : path.slice(query);
    let answer: AnswerOrPromise | Promise<Answer | undefined> | undefined = backend.dispatchApi(
      new NodeApiRequest(incoming, body, method, origin, pathname, search),
    );
    if (answer === undefined) {
      const fetchRequest = toFetchRequest(incoming, `${origin}${path}`, body);
      if (!fetchRequest) return refuse(outgoing, 400, 'The request has a malformed header.', cors);
      answer = answerFromHandlers(backend.handlers, fetchRequest);
    }
    if (answer instanceof Promise) return answer.then((answered) => write(request, answered));
    return write(request, answer);
  }

  function write(request: PendingRequest, answered: Answer | undefined): Promise<void> | void {
    const { outgoing, method, pathname, cors } = request;
    if (!answered) return refuse(outgoing, 404, `No operation matches ${method} ${pathname}`, cors);
    if (answered.stream) return sendStream(outgoing, answered, answered.stream, cors);
    sendAnswer(outgoing, answered, cors);
  }

  /**
   * Whether the body is worth reading: a `/v1` request without a valid token is refused (401)
   * before its body is read, and a control request that is not JSON (415), so neither can make
   * the server take in 20 MB first. Node discards the unread body.
   */
  function wantsBody(incoming: IncomingMessage, pathname: string, control: boolean): boolean {
    if (control) return isJsonContentType(incoming.headers['content-type'] ?? null);
    if (!pathname.startsWith('/v1/')) return true;
    return backend.authenticates(incoming.headers.authorization);
  }

  /** An exception nothing answered: a 500, or a cut connection if the answer had begun. */
  function failed(incoming: IncomingMessage, outgoing: ServerResponse, error: unknown): void {
    console.error('[api] unexpected error', error);
    if (outgoing.headersSent || incoming.socket.destroyed) outgoing.destroy();
    else
      refuse(outgoing, 500, 'Something went wrong on our side. Please try again.', corsHeaders.api);
  }

  return {
    backend,
    handle(incoming, outgoing) {
      try {
        const pending = handle(incoming, outgoing);
        if (pending instanceof Promise)
          pending.catch((error: unknown) => failed(incoming, outgoing, error));
      } catch (error) {
        failed(incoming, outgoing, error);
      }
    },
    listeningAt(url) {
      origin = configuredOrigin ?? url;
      return origin;
    },
    flush: () => backend.flush(),
  };
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const host = options.host ?? '127.0.0.1';
  const api = await createApiListener(options);
  const server = createServer(api.handle);

  // Requests Node's parser refuses (a 20,000-character path, broken chunked encoding) get the
  // platform's error body too, instead of Node's bare status line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, message } = clientErrorStatus(error.code);
    socket.end(
      rawErrorResponse(
        status,
        JSON.stringify(errorBody(status, message)),
        corsPolicy(options.cors ?? true).api,
      ),
    );
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
  const listening = `http://${shownHost}:${address.port}`;

  return {
    url: listening,
    publicUrl: api.listeningAt(listening),
    backend: api.backend,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would otherwise hold close() open until they time out.
        server.closeAllConnections();
      });
      // A write still running (its request cut off by the close) finishes before the process
      // may exit, rather than leaving its temporary file behind.
      await api.flush();
    },
  };
}
