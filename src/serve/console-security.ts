import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The Content Security Policy of the console's page. The console talks to its own origin only
 * (the proxy, or the platform in the same process), so `connect-src 'self'`: a script that got
 * in could not send a token elsewhere with fetch. Scripts are the built files only (no inline
 * script, no eval). Styles may be inline: Radix's scroll lock writes a `<style>` element when a
 * dialog opens. Images may come from the upstream (the addresses its answers give) and from
 * any https address, as pages' content names them; an image runs nothing.
 *
 * It goes on the HTML page only, not on scripts: a worker's policy is the one its own script
 * comes with, and the demo's backend, in its worker, compiles its validators with `Function`
 * (Ajv), which a policy on every file would forbid. The page's policy still decides which
 * scripts may start a worker (`worker-src 'self'`).
 */
export function consoleContentSecurityPolicy(upstream?: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(upstream ? [upstream] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/**
 * Helmet's headers on every answer (files, the page, the API): no framing, no referrer, no
 * MIME sniffing, a same-origin opener. The policy above is set on the page by the files'
 * routes, so Helmet's own is off.
 */
export const securityHeaderOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};
