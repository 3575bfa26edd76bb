// Node-only, for tests; the app program is typed for the browser.
/// <reference types="node" />
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/**
 * Sends bytes over a plain TCP connection and reads the answer: for requests `fetch` refuses to
 * make (a malformed path, an absolute-form target, a broken chunked body, a lying Host), which
 * are exactly the ones a hardened server must still answer properly.
 */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the connection's end. */
  ms: number;
}

export function parseRawAnswer(text: string, ms: number): RawAnswer {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: split === -1 ? '' : text.slice(split + 4),
    ms,
  };
}

/**
 * Writes `parts` one after the other (a part may be a string or bytes), then waits for the
 * server to end the connection or for `timeoutMs`. Requests should say `Connection: close`.
 */
export function rawRequest(
  url: string,
  parts: readonly (string | Uint8Array)[],
  timeoutMs = 5_000,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No complete answer within ${timeoutMs} ms: ${Buffer.concat(chunks)}`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      resolve(parseRawAnswer(Buffer.concat(chunks).toString('utf8'), performance.now() - started));
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', finish);
    // The server may cut the connection while parts are still being written (after a 413): what
    // arrived before is the answer.
    socket.on('error', () => finish());
    socket.on('connect', () => {
      for (const part of parts) if (!socket.destroyed) socket.write(part);
    });
  });
}

/**
 * A PATCH of `size` bytes of JSON whitespace to an organization, written whole (waiting for the
 * socket as a client's upload does) on a keep-alive connection, then the answer as it came:
 * `writeError` is the error that stopped the upload (EPIPE, ECONNRESET), if one did.
 */
export function uploadWhole(
  url: string,
  size: number,
): Promise<RawAnswer & { writeError?: string | undefined }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    let writeError: string | undefined;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on(
      'error',
      (error: NodeJS.ErrnoException) => (writeError = error.code ?? error.message),
    );
    socket.on('close', () =>
      resolve({
        ...parseRawAnswer(Buffer.concat(chunks).toString('utf8'), performance.now() - started),
        writeError,
      }),
    );
    socket.on('connect', () => {
      socket.write(
        requestHead('PATCH', '/v1/orgs/org_acme', {
          authorization: 'Bearer demo-admin',
          'content-type': 'application/json',
          'content-length': size,
          connection: 'keep-alive',
        }),
      );
      const chunk = Buffer.alloc(1024 * 1024, 32);
      let sent = 0;
      const pump = () => {
        while (sent < size && !socket.destroyed) {
          sent += chunk.length;
          if (!socket.write(chunk)) return void socket.once('drain', pump);
        }
        // Sent in full: the client waits for the answer and for the server to close.
      };
      pump();
    });
  });
}

/** A request line and headers, ending with the blank line; `Connection: close` is added. */
export function requestHead(
  method: string,
  target: string,
  headers: Record<string, string | number> = {},
): string {
  const lines = [`${method} ${target} HTTP/1.1`];
  const all: Record<string, string | number> = {
    host: '127.0.0.1',
    connection: 'close',
    ...headers,
  };
  for (const [name, value] of Object.entries(all)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * One request on a connection of its own (no keep-alive pool), for tests whose client shares
 * the server's process: a pooled connection can be closed by the server's keep-alive timer
 * while a long synchronous step of the test holds both timers back, and the next request on
 * it is then reset. Separate processes (any real client) never meet that.
 */
export function freshRequest(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string | undefined },
): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: options.method,
        headers: {
          ...options.headers,
          ...(options.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(options.body)) }
            : {}),
        },
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(incoming.headers))
            if (typeof value === 'string') headers[name] = value;
          resolve({
            status: incoming.statusCode ?? 0,
            headers,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
