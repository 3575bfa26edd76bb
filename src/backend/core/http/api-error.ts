/**
 * A failure the platform reports to the caller. Domain functions throw it; the operation
 * framework turns it into the platform's error body, so no rule ever builds a Response.
 */
export class ApiError extends Error {
  readonly status: number;
  /** Extra response headers, for example `Retry-After` on a 429. */
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.headers = headers;
  }
}

export interface ErrorBody {
  error: { code: number; message: string };
}

export function errorBody(status: number, message: string): ErrorBody {
  return { error: { code: status, message } };
}

/**
 * A response before it becomes a Fetch `Response`: the operation pipeline produces these, MSW's
 * handlers wrap them, and the Node server writes them straight to the socket (building a
 * `Response` and reading it back costs more than the rule itself).
 */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Serialized JSON, or null for a body-less answer such as 204 or a streamed one. */
  text: string | null;
  /** A body sent as it is produced (the AI response's events); `text` is null then. */
  stream?: ReadableStream<Uint8Array>;
  /** `text` encoded as UTF-8, when it was kept to be sent again (http/answer-cache.ts). */
  bytes?: Uint8Array;
}

const jsonHeaders = { 'content-type': 'application/json' };

/** Every JSON answer goes through here so the content type is never forgotten. */
export function jsonAnswer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Answer {
  return { status, headers: Object.assign({}, jsonHeaders, headers), text: JSON.stringify(body) };
}

export function emptyAnswer(status: number): Answer {
  return { status, headers: {}, text: null };
}

export function toResponse(answer: Answer): Response {
  return new Response(answer.stream ?? answer.text, {
    status: answer.status,
    headers: answer.headers,
  });
}

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return toResponse(jsonAnswer(status, body, headers));
}

/** Seconds a client waits before retrying a 429 or 503 that names no other delay. */
export const defaultRetryAfterSeconds = '1';

/** Statuses that mean "try again later", which always carry `Retry-After`. */
export function retryLater(status: number): boolean {
  return status === 429 || status === 503;
}

export function errorAnswer(error: ApiError): Answer {
  const headers = { ...error.headers };
  // A 429 or 503 without Retry-After leaves clients guessing (decisions.md promises it on 429,
  // and a 503 is the same "come back later"): every one carries it, injected faults included.
  if (retryLater(error.status) && headers['retry-after'] === undefined)
    headers['retry-after'] = defaultRetryAfterSeconds;
  return jsonAnswer(error.status, errorBody(error.status, error.message), headers);
}

/** Answers an exception of any kind without leaking its stack or internals. */
export function answerForThrown(thrown: unknown): Answer {
  if (thrown instanceof ApiError) return errorAnswer(thrown);
  return errorAnswer(new ApiError(500, 'Something went wrong on our side. Please try again.'));
}

export function responseForThrown(thrown: unknown): Response {
  return toResponse(answerForThrown(thrown));
}
