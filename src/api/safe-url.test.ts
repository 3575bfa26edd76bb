import { describe, expect, it } from 'vitest';
import { isSafeUrl, liveUrl, unsafeUrlProblem } from './safe-url';

describe('the safe-URL rule', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://localhost:4010',
    'HTTPS://EXAMPLE.COM',
    'mailto:ada@acme.test',
    '/relative/path',
    './here',
    '../up',
    '#anchor',
    '?query=1',
    'page/with:colon',
    '/a:b',
    '//cdn.example.com/logo.png',
  ])('keeps %s live', (url) => {
    expect(unsafeUrlProblem(url)).toBeUndefined();
    expect(liveUrl(url)).toBe(url);
  });

  it.each([
    ['javascript:alert(1)', 'not javascript:'],
    ['JaVaScRiPt:alert(1)', 'not javascript:'],
    [' javascript:alert(1)', 'spaces'],
    ['\u0001javascript:alert(1)', 'control characters'],
    ['java\tscript:alert(1)', 'control characters'],
    ['java\nscript:alert(1)', 'control characters'],
    ['data:text/html,<script>alert(1)</script>', 'not data:'],
    ['vbscript:msgbox(1)', 'not vbscript:'],
    ['file:///etc/passwd', 'not file:'],
    ['https://example.com ', 'spaces'],
    ['https://exa\u0085mple.com', 'control characters'],
  ])('shows %j as text (%s)', (url, reason) => {
    expect(unsafeUrlProblem(url)).toContain(reason);
    expect(isSafeUrl(url)).toBe(false);
    expect(liveUrl(url)).toBeUndefined();
  });

  it('has nothing live for an absent or empty address', () => {
    expect(liveUrl(undefined)).toBeUndefined();
    expect(liveUrl(null)).toBeUndefined();
    expect(liveUrl('')).toBeUndefined();
  });
});
