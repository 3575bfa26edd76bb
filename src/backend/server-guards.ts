// Node-only (it builds raw HTTP responses with Buffer); the app program is typed for the browser.
/// <reference types="node" />
/**
 * What the API server checks about a request before the backend sees it, as plain functions:
 * the request target, the Host header, who may call the control endpoints, and the answers to
 * requests Node's own HTTP parser refuses. Each check is a comparison or a short regular
 * expression: none adds measurable work to a normal request.
 */

/** The console's own origins: `vite` (5173) and `vite preview` (4173), under every local name. */
export const consoleOrigins: readonly string[] = ['localhost', '127.0.0.1', '[::1]'].flatMap(
  (host) => [5173, 4173].map((port) => `http://${host}:${port}`),
);

/**
 * The path and query of a request target (RFC 9112 §3.2): the origin form (`/v1/orgs`) as it
 * is, the absolute form (`http://host/v1/orgs`, which proxies send and servers must accept)
 * reduced to its path; undefined for anything else (`*` is only for OPTIONS, answered before).
 * The host in an absolute form is ignored, as the Host header is: addresses come from the
 * configured public URL.
 */
export function requestPath(target: string): string | undefined {
  if (target.startsWith('/')) return target.startsWith('//') ? undefined : target;
  if (!/^https?:\/\//i.test(target)) return undefined;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/**
 * A Host header as RFC 9110 allows it: a registered name, an IPv4 address or a bracketed IPv6
 * address, then an optional port. Absent is fine (HTTP/1.0); the value is never used to build
 * an address, but a malformed one says the request was not made by a well-behaved client.
 */
const hostPattern = /^(?:[A-Za-z0-9._~!$&'()*+,;=%-]+|\[[0-9A-Fa-f:.]+\])(?::\d{0,5})?$/;

export function isValidHost(host: string | undefined): boolean {
  return host === undefined || hostPattern.test(host);
}

/** `http(s)://host[:port]` exactly as `URL.origin` writes it, or undefined for anything else. */
export function normalizeOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const bare = value.replace(/\/$/, '');
  return url.origin.toLowerCase() === bare.toLowerCase() ? url.origin : undefined;
}

/**
 * Whether a request to a control endpoint may go on: a request with no `Origin` comes from a
 * program (curl, a test, Playwright), not a web page; a page's request must come from a
 * trusted origin. Browsers send `Origin` on every cross-origin request and on every POST.
 */
export function controlOriginAllowed(
  origin: string | undefined,
  trusted: ReadonlySet<string>,
): boolean {
  return origin === undefined || trusted.has(origin);
}

/** The status and reason for an error Node's HTTP parser raises (`clientError`). */
export function clientErrorStatus(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        message: 'The request line and headers are too large (at most 16 KB together).',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
    case 'HPE_INVALID_CHUNK_SIZE':
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        message: 'The request body is not framed correctly (chunked encoding or Content-Length).',
      };
    default:
      return { status: 400, message: 'The request is not valid HTTP.' };
  }
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/**
 * A whole HTTP response, as bytes to write straight to a socket: after `clientError` there is no
 * response object to use. The connection closes after it (the parser cannot go on).
 */
export function rawErrorResponse(status: number, body: string, headers: Record<string, string>) {
  const lines = [
    `HTTP/1.1 ${status} ${reasons[status] ?? 'Error'}`,
    ...Object.entries({
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * How much of a refused body (over the size limit) is read and dropped before the connection
 * closes, and for how long: enough for any client that is honestly sending what it announced,
 * bounded so that announcing gigabytes costs the server no more than this.
 */
export const drainLimits = { bytes: 64 * 1024 * 1024, totalMs: 30_000, idleMs: 2_000 };

/**
 * Calls `done` once the rest of a refused request body has arrived and been dropped, or when a
 * limit is reached: everything read, `limits.bytes` dropped, `limits.idleMs` without a byte, or
 * `limits.totalMs` in all. Closing while the client is still sending makes the system reset the
 * connection (unread data), and a client that writes its whole body before it reads then sees a
 * broken pipe instead of the answer already sent; closing after the body has arrived does not.
 */
export function whenBodyDrained(
  incoming: NodeJS.ReadableStream & { readableEnded: boolean },
  done: () => void,
  limits = drainLimits,
): void {
  if (incoming.readableEnded) return done();
  let dropped = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(total);
    clearTimeout(idle);
    incoming.removeListener('data', count);
    done();
  };
  const total = setTimeout(finish, limits.totalMs);
  let idle = setTimeout(finish, limits.idleMs);
  const count = (chunk: Buffer | string) => {
    dropped += chunk.length;
    clearTimeout(idle);
    if (dropped > limits.bytes) return finish();
    idle = setTimeout(finish, limits.idleMs);
  };
  incoming.on('data', count);
  incoming.once('end', finish);
  incoming.once('close', finish);
  incoming.once('error', finish);
  incoming.resume();
}
