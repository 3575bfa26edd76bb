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

const jsonHeaders = { 'content-type': 'application/json' };

// The serialized body of each JSON response we create. The Node server looks it up instead of
// reading the body stream back, which costs more than building the response did.
const serializedBodies = new WeakMap<Response, string>();

/** Every JSON answer goes through here so the content type is never forgotten. */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const text = JSON.stringify(body);
  const response = new Response(text, { status, headers: { ...jsonHeaders, ...headers } });
  serializedBodies.set(response, text);
  return response;
}

/** The JSON text a response was built from, when `jsonResponse` built it and it is unread. */
export function serializedBody(response: Response): string | undefined {
  return response.bodyUsed ? undefined : serializedBodies.get(response);
}

export function errorResponse(error: ApiError): Response {
  const headers = { ...error.headers };
  // 429 without Retry-After leaves clients guessing; decisions.md promises the header.
  if (error.status === 429 && headers['retry-after'] === undefined) headers['retry-after'] = '1';
  return jsonResponse(error.status, errorBody(error.status, error.message), headers);
}

/** Answers an exception of any kind without leaking its stack or internals. */
export function responseForThrown(thrown: unknown): Response {
  if (thrown instanceof ApiError) return errorResponse(thrown);
  return errorResponse(new ApiError(500, 'Something went wrong on our side. Please try again.'));
}
