import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@/api/schema.gen';
import { ApiError, apiErrorFromResponse } from './api-error';
import { sessionStore } from './session';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | undefined;
  /** Called on a 401; sign-in checks leave it out so a wrong token is just a form error. */
  onUnauthorized?: () => void;
}

/** The sentence shown when the server cannot be reached at all. */
export function unreachableMessage(baseUrl: string): string {
  return `Cannot reach ${baseUrl}. Check the address and that the server is running.`;
}

export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

/**
 * A typed client for the platform API. Every call either resolves with the success body or
 * rejects with an ApiError: error bodies and network failures are turned into it here, once.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const client = createClient<paths>({ baseUrl });
  const middleware: Middleware = {
    onRequest({ request }) {
      const token = options.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const error = await apiErrorFromResponse(response);
      if (error.status === 401) options.onUnauthorized?.();
      throw error;
    },
    onError({ error }) {
      // A cancelled query is not a failure; let the AbortError through untouched.
      if (error instanceof DOMException && error.name === 'AbortError') return undefined;
      if (error instanceof ApiError) return error;
      return new ApiError({ status: 0, kind: 'network', message: unreachableMessage(baseUrl) });
    },
  };
  client.use(middleware);
  return client;
}

let current: { baseUrl: string; client: ApiClient } | undefined;

/**
 * The client of the signed-in session. It is rebuilt only when the base URL changes; the token
 * is read from the session on every request, and a 401 is handed to the session so it can ask
 * for a new token.
 */
export function api(): ApiClient {
  const session = sessionStore.get();
  if (!session) throw new ApiError({ status: 401, message: 'You are signed out.' });
  if (current?.baseUrl !== session.baseUrl) {
    current = {
      baseUrl: session.baseUrl,
      client: createApiClient({
        baseUrl: session.baseUrl,
        getToken: () => sessionStore.get()?.token,
        onUnauthorized: () => sessionStore.reportUnauthorized(),
      }),
    };
  }
  return current.client;
}

/**
 * The body of a successful call. The middleware already threw for every error, so a missing
 * body here means the server broke the contract.
 */
export async function data<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const result = await call;
  if (result.data === undefined) {
    throw new ApiError({
      status: result.response.status,
      message: 'The server sent an empty answer.',
    });
  }
  return result.data;
}

/** Awaits a call whose success has no body (204). */
export async function done(call: Promise<{ response: Response }>): Promise<void> {
  await call;
}

/**
 * Reads a list to its end through the opaque `next.page`. A hard cap on pages keeps a server
 * that always answers `next` from looping forever.
 */
export async function allPages<T>(
  fetchPage: (page: string | undefined) => Promise<{ items: T[]; next?: { page: string } }>,
  /** Called with what has arrived so far after each page but the last. */
  onPage?: (soFar: T[]) => void,
): Promise<T[]> {
  let items: T[] = [];
  let page: string | undefined;
  for (let i = 0; i < 1000; i += 1) {
    const result = await fetchPage(page);
    items = items.concat(result.items);
    if (result.next?.page) onPage?.(items);
    page = result.next?.page;
    if (!page) break;
  }
  return items;
}

/**
 * The server's clock when it answered (its `Date` header), in ms; the browser's when it sent
 * none. "2 hours ago" counts from the backend's clock, which the demo can move.
 */
export function serverNow(response: Response): number {
  const date = Date.parse(response.headers.get('Date') ?? '');
  return Number.isNaN(date) ? Date.now() : date;
}

/** A body together with the backend's clock at the moment it answered. */
export type Timed<T> = T & {
  /** The server's clock (its `Date` header) in ms, or the browser's when it sent none. */
  serverNow: number;
};
