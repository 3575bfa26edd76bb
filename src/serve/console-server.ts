// Node-only; the app program is typed for the browser.
/// <reference types="node" />
import type { AddressInfo } from 'node:net';
import type { Writable } from 'node:stream';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { normalizeOrigin } from '../backend/server-guards.ts';
import { createApiListener, type ApiListener, type ApiOptions } from '../backend/server.ts';
import { apiInProcess } from './api-in-process.ts';
import { apiProxy } from './api-proxy.ts';
import { consoleFiles } from './console-files.ts';
import { consoleContentSecurityPolicy, securityHeaderOptions } from './console-security.ts';

/**
 * The built console and its API on one origin (`npm run serve`, docs/decisions/0034): the files
 * with their caching, compression and security headers, and `/v1` either forwarded to the
 * platform (`upstream`) or answered by the platform in a box in this process.
 */

export interface ConsoleServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The folder `vite build` wrote. */
  distDir: string;
  /** The platform's origin to forward `/v1` to; without it the platform runs in this process. */
  upstream?: string;
  /** The platform in a box's options, when there is no upstream. */
  api?: ApiOptions;
  /** Where the request log goes (one JSON line per request); none when absent. */
  log?: Writable;
}

export interface ConsoleServer {
  /** Base URL it listens at, e.g. `http://127.0.0.1:8080`. */
  url: string;
  /** The platform in a box, when it runs in this process, and the origin its answers use. */
  api?: { listener: ApiListener; publicUrl: string };
  close(): Promise<void>;
}

/** Method and path of each request, never its headers (tokens) nor its query. */
function requestLog(stream: Writable) {
  return {
    level: 'info',
    stream,
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
      }),
    },
  };
}

function checkedUpstream(upstream: string | undefined): string | undefined {
  if (upstream === undefined) return undefined;
  const origin = normalizeOrigin(upstream);
  if (!origin)
    throw new Error(
      `The upstream must be an origin such as https://api.example.test (no path), got '${upstream}'.`,
    );
  return origin;
}

export async function startConsoleServer(options: ConsoleServerOptions): Promise<ConsoleServer> {
  const upstream = checkedUpstream(options.upstream);
  const api = upstream ? undefined : await createApiListener({ ...options.api, cors: false });
  const app: FastifyInstance = Fastify({
    logger: options.log ? requestLog(options.log) : false,
    // A streamed answer (the AI's events) would otherwise hold close() open until it ends.
    forceCloseConnections: true,
  });
  await app.register(fastifyHelmet, securityHeaderOptions);
  await app.register(consoleFiles, {
    distDir: options.distDir,
    contentSecurityPolicy: consoleContentSecurityPolicy(upstream),
  });
  if (upstream) await app.register(apiProxy, { upstream });
  else if (api) await app.register(apiInProcess, { api });

  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${shownHost}:${address.port}`;
  return {
    url,
    ...(api ? { api: { listener: api, publicUrl: api.listeningAt(url) } } : {}),
    async close() {
      await app.close();
      await api?.flush();
    },
  };
}
