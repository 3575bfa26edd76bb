import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const maxRetries = 2;

/** Retry only what can succeed on a second try: network failures, 5xx and throttling. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  if (!isApiError(error)) return false;
  if (error.isNetwork || error.status >= 500) return true;
  return error.status === 429;
}

export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.status === 429 && error.retryAfter !== undefined) {
    return error.retryAfter * 1000;
  }
  return Math.min(500 * 2 ** attempt, 4000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 10_000 },
      // Mutations are not idempotent in general; the person retries them from the form.
      mutations: { retry: false },
    },
  });
}
