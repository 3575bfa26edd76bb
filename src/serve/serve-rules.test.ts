import { describe, expect, it } from 'vitest';
import { isAppNavigation } from './console-files.ts';
import { consoleContentSecurityPolicy } from './console-security.ts';
import { servedIndexHtml } from './served-index.ts';

describe('servedIndexHtml', () => {
  it('adds the tag that says the API is on this origin, inside the head', () => {
    const page = servedIndexHtml('<html><head><title>Folio</title></head><body></body></html>');
    expect(page).toMatch(
      /<title>Folio<\/title>\s*<meta name="folio-api" content="same-origin" \/>\s*<\/head>/,
    );
  });

  it('refuses a page without a head, rather than serve one the app cannot read', () => {
    expect(() => servedIndexHtml('<p>not the console</p>')).toThrow(/no <\/head>/);
  });
});

describe('isAppNavigation', () => {
  it('is a GET or HEAD for HTML outside the API and the hashed assets', () => {
    expect(isAppNavigation('GET', '/orgs/org_acme/spaces', 'text/html,*/*')).toBe(true);
    expect(isAppNavigation('HEAD', '/orgs', 'text/html')).toBe(true);
    expect(isAppNavigation('POST', '/orgs', 'text/html')).toBe(false);
    expect(isAppNavigation('GET', '/orgs', 'application/json')).toBe(false);
    expect(isAppNavigation('GET', '/orgs', undefined)).toBe(false);
    for (const path of ['/v1/orgs', '/_backend/health', '/assets/index-Old999.js'])
      expect(isAppNavigation('GET', path, 'text/html')).toBe(false);
  });
});

describe('consoleContentSecurityPolicy', () => {
  it('allows the built scripts only, its own origin for calls, and no framing', () => {
    const policy = consoleContentSecurityPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('lets images come from the upstream, which answers with addresses on its origin', () => {
    expect(consoleContentSecurityPolicy('http://10.0.0.5:4010')).toContain(
      "img-src 'self' data: blob: https: http://10.0.0.5:4010;",
    );
  });
});
