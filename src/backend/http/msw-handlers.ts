import { http, type HttpHandler } from 'msw';
import { ApiError, type ApiRequest, errorAnswer, toResponse } from '../core/index.ts';
import type { AnswerOrPromise } from './operation-route.ts';

/** A Fetch `Request` (MSW's) as the pipeline reads it. */
export function fromFetchRequest(request: Request): ApiRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    header: (name) => request.headers.get(name),
    text: () => request.text(),
  };
}

/**
 * The one MSW handler of the operations: every `/v1/` request, on any origin (the service
 * worker, `setupServer`), goes to `dispatch`, the route table the API server uses too, which
 * finds a route among the few of its method, length and first segment (docs/decisions/0002),
 * where MSW would try every handler in turn. A regular
 * expression with no group has no parameters for MSW to decode, so a malformed
 * percent-encoding reaches the pipeline, which names the parameter in its 400.
 */
export function operationsHandler(
  dispatch: (request: ApiRequest) => AnswerOrPromise | undefined,
): HttpHandler {
  return http.all(/\/v1\//, async ({ request }) => {
    const answer = dispatch(fromFetchRequest(request));
    return answer === undefined ? undefined : toResponse(await answer);
  });
}

/** True when every `%` of the path starts a valid UTF-8 percent-encoding. */
export function isDecodablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Registered before the control endpoints: MSW decodes the parameters of the handlers it tries
 * (the origin that `*` stands for is one) and throws on a malformed percent-encoding
 * (`%E0%A4%A`, a lone `%`), which would fail the request instead of answering it. Such a path
 * outside `/v1` is answered here with a 400.
 */
export function malformedPathHandler(): HttpHandler {
  return http.all(/\/_backend\//, ({ request }) => {
    const { pathname } = new URL(request.url);
    if (isDecodablePath(pathname)) return undefined;
    return toResponse(
      errorAnswer(new ApiError(400, `The path ${pathname} is not valid percent-encoding.`)),
    );
  });
}
