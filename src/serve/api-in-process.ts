// Node-only; the app program is typed for the browser.
/// <reference types="node" />
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiListener } from '../backend/server.ts';

/**
 * The platform in a box, in the console's own process: `/v1` and `/_backend` go to the same
 * request listener as `npm run api` (src/backend/server.ts), with its guards, its 20 MB limit
 * and its streamed answers. Fastify hands the request over before reading its body (the
 * `onRequest` hook), so the listener reads the body itself, as it does on its own server.
 */
export async function apiInProcess(app: FastifyInstance, options: { api: ApiListener }) {
  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    options.api.handle(request.raw, reply.raw);
  };
  for (const url of ['/v1/*', '/_backend/*'])
    app.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url,
      onRequest: handOver,
      // Never reached: the hook above has answered.
      handler: () => undefined,
    });
}
