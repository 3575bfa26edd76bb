import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './safe-url.ts';
import { webUrlArbitrary } from './web-url-arbitrary.ts';

describe('webUrlArbitrary', () => {
  it('draws live web addresses that parse back to their own text', () => {
    fc.assert(
      fc.property(webUrlArbitrary, (url) => {
        expect(isSafeUrl(url)).toBe(true);
        const parsed = new URL(url);
        expect(['http:', 'https:']).toContain(parsed.protocol);
        expect(parsed.hostname.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('covers ports, paths with percent-encodings, queries and fragments', () => {
    const urls = fc.sample(webUrlArbitrary, { numRuns: 500, seed: 1 });
    expect(urls.some((url) => /:\/\/[^/]+:\d+/.test(url))).toBe(true);
    expect(urls.some((url) => /\/[^/?#]*%[0-9A-F]{2}/.test(url))).toBe(true);
    expect(urls.some((url) => url.includes('?'))).toBe(true);
    expect(urls.some((url) => url.includes('#'))).toBe(true);
  });
});
