import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyHeader } from './content-security-policy.ts';

describe('an integration’s Content-Security-Policy as header text', () => {
  it('keeps the text form as it was given', () => {
    expect(contentSecurityPolicyHeader("script-src 'self'")).toBe("script-src 'self'");
    expect(contentSecurityPolicyHeader('')).toBe('');
  });

  it('writes the directives of the object form out in order, a valueless one by its name', () => {
    expect(
      contentSecurityPolicyHeader({
        'script-src': "'self' https://cdn.acme.test",
        'connect-src': ' https://api.acme.test ',
        'upgrade-insecure-requests': '',
      }),
    ).toBe(
      "script-src 'self' https://cdn.acme.test; connect-src https://api.acme.test; upgrade-insecure-requests",
    );
    expect(contentSecurityPolicyHeader({})).toBe('');
  });
});
