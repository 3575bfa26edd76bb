import type { Error as ErrorBody } from '@/api/schema.gen';

/** What went wrong: the platform answered with an error, or the request never got an answer. */
export type ApiErrorKind = 'http' | 'network';

/**
 * The one error type every API call rejects with, so screens, the query client and the session
 * can branch on `status` without knowing about fetch or openapi-fetch.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Seconds from a 429's Retry-After header, when the server sent one. */
  readonly retryAfter: number | undefined;

  constructor(options: {
    status: number;
    message: string;
    kind?: ApiErrorKind;
    retryAfter?: number;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.kind = options.kind ?? 'http';
    this.retryAfter = options.retryAfter;
  }

  get isNetwork(): boolean {
    return this.kind === 'network';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const inner = value.error;
  return (
    typeof inner === 'object' &&
    inner !== null &&
    'message' in inner &&
    typeof inner.message === 'string'
  );
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  // Retry-After may also be an HTTP date.
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/** Builds an ApiError from a non-2xx response, reading the platform's `{ error }` body if any. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let message = `The server answered ${response.status} ${response.statusText}`.trim();
  try {
    const body: unknown = await response.clone().json();
    if (isErrorBody(body)) message = body.error.message;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): keep the status line as the message.
  }
  return new ApiError({
    status: response.status,
    message,
    retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
  });
}

/** A sentence a person can act on, for any error a screen may receive. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/**
 * A `.catch` handler for a read where some refusals mean "there is none": an API error whose
 * status `matches` becomes null, anything else is thrown again.
 */
export function nullWhen(matches: (status: number) => boolean) {
  return (error: unknown): null => {
    if (isApiError(error) && matches(error.status)) return null;
    throw error;
  };
}
