import { NotFound } from '@/components/shell/not-found';

/**
 * A route's "no such …" page. `useMessage` runs as a hook, so it can read the route's params
 * to name what the address asked for. Declare the page before the route, as its own constant
 * (`const SiteNotFound = notFoundFor((): string => …)`): the route plugin's code splitter
 * re-reads a call written inside the route's options without its TypeScript, and the return
 * type is needed because a function that reads `Route` would otherwise leave `Route` untyped.
 */
export function notFoundFor(useMessage: () => string) {
  return function RouteNotFound() {
    return <NotFound message={useMessage()} />;
  };
}
