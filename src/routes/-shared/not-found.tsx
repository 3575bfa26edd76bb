import { NotFound } from '@/components/shell/not-found';

/**
 * A route's "no such …" page. `useMessage` runs as a hook, so it can read the route's params
 * to name what the address asked for. Give it its return type (`(): string => …`): a function
 * that reads `Route` inside `Route`'s own options would otherwise leave both untyped.
 */
export function notFoundFor(useMessage: () => string) {
  return function RouteNotFound() {
    return <NotFound message={useMessage()} />;
  };
}
