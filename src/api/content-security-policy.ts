import type { IntegrationContentSecurityPolicy } from './schema.gen.ts';

/**
 * The Content-Security-Policy header text of an integration's policy. The platform takes the
 * policy as the header's text or as an object of directives; a site's scripts carry it as text
 * either way, so the object's directives are written out in the order given, each followed by
 * its value (`upgrade-insecure-requests` and the like have none), separated by `; `.
 */
export function contentSecurityPolicyHeader(policy: IntegrationContentSecurityPolicy): string {
  if (typeof policy === 'string') return policy;
  return Object.entries(policy)
    .map(([directive, value]) => (value?.trim() ? `${directive} ${value.trim()}` : directive))
    .join('; ');
}
