// Node-only (files); the app program is typed for the browser.
/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../backend/core/http/api-error.ts';
import { servedIndexHtml } from './served-index.ts';

export interface ConsoleFilesOptions {
  /** The folder `vite build` wrote (`dist`). */
  distDir: string;
  /** The page's Content Security Policy (console-security.ts). */
  contentSecurityPolicy: string;
}

/** Vite names every built asset by its content's hash: a new build never reuses a name. */
const hashedAssets = '/assets/';

/** How long a file may be kept, by what it is. */
export const cachePolicies = {
  /** A hashed file never changes under its name. */
  hashed: 'public, max-age=31536000, immutable',
  /** The page names the current build's files: a browser must ask for it every time. */
  page: 'no-store',
  /** Other files keep their names across builds (the demo's service worker, seed images). */
  named: 'no-cache',
};

/**
 * Whether a request the files do not answer is a navigation to a page of the app (a deep
 * link), which gets the app's page: a GET for HTML outside the API and the hashed assets. A
 * missing hashed file stays a 404, so a page of an older build sees a failed script load (and
 * the router reloads), not HTML where it expects JavaScript.
 */
export function isAppNavigation(method: string, path: string, accept: string | undefined) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path.startsWith('/v1/') || path.startsWith('/_backend/') || path.startsWith(hashedAssets))
    return false;
  return accept !== undefined && accept.includes('text/html');
}

/**
 * The built console: its files, compressed (gzip or brotli, as the browser accepts) and cached
 * by what they are, and its page for `/` and for every deep link (history fallback), written
 * once with the tag that says the API is on this origin (served-index.ts).
 */
export async function consoleFiles(app: FastifyInstance, options: ConsoleFilesOptions) {
  const html = servedIndexHtml(await readFile(join(options.distDir, 'index.html'), 'utf8'));
  const assetsDir = join(options.distDir, 'assets') + sep;

  // Registered in this plugin only: the API's answers, streamed events among them, are
  // forwarded as they come, never held back by a compressor waiting to fill a block.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: options.distDir,
    // The page is written below, with its tag; the static plugin never serves the file itself.
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    // Nothing of the build's own bookkeeping (`.vite/manifest.json`).
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header(
        'cache-control',
        path.startsWith(assetsDir) ? cachePolicies.hashed : cachePolicies.named,
      );
    },
  });

  const sendPage = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', cachePolicies.page)
      .header('content-security-policy', options.contentSecurityPolicy)
      .send(html);
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isAppNavigation(request.method, path, request.headers.accept))
      return sendPage(request, reply);
    return reply.code(404).send(errorBody(404, `Nothing at ${request.method} ${path}`));
  });
}
