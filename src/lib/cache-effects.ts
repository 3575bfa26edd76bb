import type { QueryKey } from '@tanstack/react-query';
import { cacheEffects, type MutatingOperation } from '@/api/cache-effects';
import { readScope } from './api-queries';

/** The names of a path template's parameters: `/v1/orgs/{organizationId}` → organizationId. */
function templateParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/**
 * What a call of `method` `path` with `pathParams` makes stale, as src/api/cache-effects.ts
 * declares it: for each read it changes, every read of that path that shares the call's own
 * path parameters (a site's update: the site's reads, not every site's). A read whose
 * parameters the call does not name (the organization's change requests, after a request of
 * one space changes) is made stale everywhere. Operations that change nothing (reads sent as
 * POST) and GETs give none.
 */
export function cacheEffectKeys(
  method: string,
  path: string,
  pathParams: Record<string, unknown> | undefined,
): QueryKey[] {
  const reads: readonly string[] = cacheEffects[`${method} ${path}` as MutatingOperation] ?? [];
  return reads.map((read) => {
    const shared = Object.fromEntries(
      templateParams(read)
        .filter((name) => pathParams?.[name] !== undefined)
        .map((name) => [name, pathParams?.[name]]),
    );
    return readScope(read, shared);
  });
}
