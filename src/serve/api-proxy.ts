// Node-only; the app program is typed for the browser.
/// <reference types="node" />
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../backend/core/http/api-error.ts';

export interface ApiProxyOptions {
  /** The platform's origin, such as `https://api.example.test` (checked by the caller). */
  upstream: string;
}

/**
 * `/v1/…` forwarded to the platform as it came (method, path, query, headers with the token,
 * body) and its answer streamed back as it arrives (events of an AI answer, a large download),
 * by Fastify's proxy: the console calls its own origin and needs no CORS. Nothing else is
 * forwarded, and only to the upstream: `@fastify/reply-from` refuses a target that would leave
 * it (an absolute URL, `//host`, dot segments), and Fastify routes only origin-form paths.
 */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  await app.register(fastifyHttpProxy, {
    upstream: options.upstream,
    prefix: '/v1',
    rewritePrefix: '/v1',
    // Fastify's own log line per request is enough, and it carries no header (no token).
    disableRequestLogging: true,
    // reply-from turns certificate checks off unless told: a token must only go to the
    // platform it was meant for, so the upstream's certificate is checked.
    undici: { connect: { rejectUnauthorized: true } },
    replyOptions: {
      // The platform's error shape, so the console shows it like any other refusal.
      onError(reply, { error }) {
        const { statusCode, code } = error as Error & { statusCode?: number; code?: string };
        const status = statusCode === 504 ? 504 : 502;
        reply.log.warn({ code }, 'the platform did not answer');
        void reply
          .code(status)
          .send(
            errorBody(
              status,
              status === 504
                ? 'The platform took too long to answer.'
                : 'The platform cannot be reached from this server.',
            ),
          );
      },
    },
  });
}
