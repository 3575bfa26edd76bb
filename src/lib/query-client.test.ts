// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryDelay, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it.each([
    [new ApiError({ status: 500, message: 'x' }), true],
    [new ApiError({ status: 503, message: 'x' }), true],
    [new ApiError({ status: 0, kind: 'network', message: 'x' }), true],
    [new ApiError({ status: 429, message: 'x' }), true],
    [new ApiError({ status: 400, message: 'x' }), false],
    [new ApiError({ status: 401, message: 'x' }), false],
    [new ApiError({ status: 404, message: 'x' }), false],
    [new Error('not an API error'), false],
  ])('%s', (error, expected) => {
    expect(shouldRetry(0, error)).toBe(expected);
  });

  it('stops after two retries', () => {
    const error = new ApiError({ status: 500, message: 'x' });
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('honours Retry-After on 429', () => {
    expect(retryDelay(0, new ApiError({ status: 429, message: 'x', retryAfter: 3 }))).toBe(3000);
  });

  it('backs off otherwise', () => {
    const error = new ApiError({ status: 500, message: 'x' });
    expect(retryDelay(1, error)).toBeLessThan(retryDelay(2, error));
  });
});
