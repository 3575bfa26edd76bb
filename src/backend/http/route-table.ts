import type { ApiRequest } from '../core/index.ts';
import type { AnswerOrPromise } from './operation-route.ts';

/** One operation ready to run: what the MSW handler and the Node server's dispatch both call. */
export interface OperationRoute {
  /** Upper-case HTTP method. */
  method: string;
  /** Path template as in the contract, e.g. `/v1/orgs/{organizationId}`. */
  path: string;
  /**
   * Path parameters, still percent-encoded, when `pathname` is this operation's path, otherwise
   * undefined. `run` decodes them, so a malformed encoding is the caller's 400, not a throw.
   */
  match(pathname: string): Record<string, string> | undefined;
  /** Its last parameter may span several segments (a page path). */
  spansSegments?: boolean;
  /** The answer; synchronous when nothing had to be waited for (a read without faults). */
  run(request: ApiRequest, rawParams: Record<string, string>): AnswerOrPromise;
}

export function pathMatcher(
  template: string,
  multiSegment: ReadonlySet<string> = new Set(),
): OperationRoute['match'] {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return multiSegment.has(name) ? '(.+?)' : '([^/]+)';
    })
    .join('');
  const pattern = new RegExp(`^${source}/?$`);
  return (pathname) => {
    const found = pattern.exec(pathname);
    if (!found) return undefined;
    const params: Record<string, string> = {};
    for (let index = 0; index < names.length; index += 1)
      params[names[index] as string] = found[index + 1] ?? '';
    return params;
  };
}

/**
 * The segments of a path after `/v1/` that locate its operation: their number (a trailing `/`
 * left out, as the routes' matchers allow one) and the first of them. Parameters never hold a
 * `/`, so a path can only be an operation's whose template has the same number of segments and
 * the same first one.
 */
function routeKey(method: string, path: string): string {
  const rest = path.slice('/v1/'.length);
  const trimmed = rest.endsWith('/') ? rest.slice(0, -1) : rest;
  const slash = trimmed.indexOf('/');
  const first = slash === -1 ? trimmed : trimmed.slice(0, slash);
  let segments = 1;
  for (let index = slash; index !== -1; index = trimmed.indexOf('/', index + 1)) segments += 1;
  return `${method} ${segments} ${first}`;
}

/**
 * Orders two templates so the more specific comes first: at the first segment where one has a
 * fixed word and the other a parameter, the fixed word wins (`/translations/estimate` before
 * `/translations/{translationId}`). Each area's handlers are found by file name (decision
 * 0039), so the order they arrive in must not decide which of two matching routes answers.
 */
export function bySpecificity(a: { path: string }, b: { path: string }): number {
  const left = a.path.split('/');
  const right = b.path.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const leftParameter = (left[index] ?? '').startsWith('{');
    const rightParameter = (right[index] ?? '').startsWith('{');
    if (leftParameter !== rightParameter) return leftParameter ? 1 : -1;
  }
  return 0;
}

/**
 * Finds the route of a `/v1/` request: the routes are grouped by method, number of segments
 * and first segment, so a request tries the few templates it could match rather than every
 * operation in turn. The most specific match wins (`bySpecificity`), whatever the order the
 * routes come in, as in a scan of them all in that order.
 */
export function routeTable(
  given: readonly OperationRoute[],
): (
  method: string,
  pathname: string,
) => { route: OperationRoute; params: Record<string, string> } | undefined {
  const routes = [...given].sort(bySpecificity);
  const groups = new Map<string, OperationRoute[]>();
  /** Routes whose last parameter spans segments: tried after the others, by their prefix. */
  const spanning: OperationRoute[] = [];
  // A template starting with a parameter could match any first segment: scan them all then.
  let scanAll = false;
  for (const route of routes) {
    if (!route.path.startsWith('/v1/') || route.path.startsWith('/v1/{')) scanAll = true;
    if (route.spansSegments === true) {
      spanning.push(route);
      continue;
    }
    const key = routeKey(route.method, route.path);
    const group = groups.get(key);
    if (group) group.push(route);
    else groups.set(key, [route]);
  }
  const first = (
    candidates: readonly OperationRoute[],
    method: string,
    pathname: string,
  ): { route: OperationRoute; params: Record<string, string> } | undefined => {
    for (const route of candidates) {
      if (route.method !== method) continue;
      const params = route.match(pathname);
      if (params) return { route, params };
    }
    return undefined;
  };
  return (method, pathname) =>
    first(scanAll ? routes : (groups.get(routeKey(method, pathname)) ?? []), method, pathname) ??
    first(spanning, method, pathname);
}
