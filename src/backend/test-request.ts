import { getResponse } from 'msw';
import type { Backend } from './create-backend.ts';

/**
 * Sends one request straight through a backend's handlers, without patching `fetch`: unit tests
 * stay fast and can run many backends side by side.
 */
export interface TestRequest {
  token?: string;
  /** Serialized as JSON with `content-type: application/json`. */
  json?: unknown;
  /** Sent as is (for malformed bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined for an empty body. */
  body: unknown;
}

export const testOrigin = 'http://backend.test';

export async function send(
  backend: Backend,
  method: string,
  path: string,
  options: TestRequest = {},
): Promise<TestResponse> {
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set('authorization', `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.rawBody !== undefined) {
    headers.set('content-type', 'application/json');
    body = options.rawBody;
  }
  const request = new Request(`${testOrigin}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const response = await getResponse(backend.handlers, request);
  if (!response) throw new Error(`No handler answered ${method} ${path}`);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    // An event stream (the AI response) stays text; everything else the backend sends is JSON.
    body:
      text === ''
        ? undefined
        : response.headers.get('content-type') === 'text/event-stream'
          ? text
          : JSON.parse(text),
  };
}

/** Narrows an unknown JSON body to an object for property access in assertions. */
export function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`Expected a JSON object, got ${JSON.stringify(value)}`);
  return value as Record<string, unknown>;
}

/** The message of the platform's error body. */
export function errorMessage(body: unknown): string {
  const error = asRecord(asRecord(body)['error']);
  return String(error['message']);
}

/** The data objects of a `text/event-stream` body, in order. */
export function parseEventStream(text: unknown): Record<string, unknown>[] {
  return String(text)
    .split('\n\n')
    .filter((chunk) => chunk.trim() !== '')
    .map((chunk) => {
      const data = chunk
        .split('\n')
        .find((line) => line.startsWith('data: '))
        ?.slice(6);
      return asRecord(JSON.parse(data ?? 'null'));
    });
}

/**
 * Rhea's approval of a change request (`/v1/spaces/.../change-requests/<n>`): Acme's merge rules
 * ask for it, so tests about something else approve before they merge (decision 0019).
 */
export async function approveAsReviewer(backend: Backend, requestPath: string): Promise<void> {
  const response = await send(backend, 'POST', `${requestPath}/reviews`, {
    token: 'demo-reviewer',
    json: { status: 'approved' },
  });
  if (response.status !== 201)
    throw new Error(`Approving ${requestPath} answered ${response.status}`);
}
