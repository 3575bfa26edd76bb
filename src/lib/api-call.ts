import type { ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '@/api/schema.gen';
import { ApiError } from './api-error';
import { api, serverNow, type ApiClient, type Timed } from './api-client';

/** The HTTP methods the platform's contract uses, as openapi-fetch names them. */
export type ApiMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** A path of the contract that has an operation for `M`: every other one fails to compile. */
export type ApiPath<M extends ApiMethod> = ClientPathsWithMethod<ApiClient, M>;

type Operation<M extends ApiMethod, P extends ApiPath<M>> =
  paths[P] extends Record<M, infer O> ? O : never;

/** What a call of the operation takes: `params` (path, query) and `body`, as the contract says. */
export type ApiInit<M extends ApiMethod, P extends ApiPath<M>> = MaybeOptionalInit<paths[P], M>;

/** The `params` of a call: its path and query parameters. */
export type ApiParams<M extends ApiMethod, P extends ApiPath<M>> = NonNullable<
  ApiInit<M, P>
>['params'];

type SuccessData<M extends ApiMethod, P extends ApiPath<M>> = NonNullable<
  FetchResponse<
    Operation<M, P> & Record<string | number, unknown>,
    object,
    `${string}/${string}`
  >['data']
>;

/** The success body of the operation; nothing for an operation that answers 204 or 205. */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> = [SuccessData<M, P>] extends [
  never,
]
  ? void
  : SuccessData<M, P>;

/** Statuses whose answer has no body by definition (the platform documents both for deletes). */
const noContent = new Set([204, 205]);

/**
 * Calls one operation of the platform API and resolves with its success body (`answer`), typed
 * from the contract, and the response it came in: a wrong path, parameter or body does not
 * compile. An operation that answers 204 or 205 resolves with no answer; any other answer
 * without a body breaks the contract and rejects, as `data` does. `init` may be `undefined` only
 * where the operation needs no parameters.
 */
export async function requestApi<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  init: ApiInit<M, P>,
): Promise<{ answer: ApiAnswer<M, P>; response: Response }> {
  // The client's own signature is generic over every path at once; `path` and `init` were
  // checked against each other above, so the call is made through its untyped shape.
  const request = api().request as (
    method: ApiMethod,
    path: string,
    init?: object,
  ) => Promise<{ data?: unknown; response: Response }>;
  const { data, response } = await request(method, path, init);
  if (data === undefined && !noContent.has(response.status)) {
    throw new ApiError({ status: response.status, message: 'The server sent an empty answer.' });
  }
  return { answer: data as ApiAnswer<M, P>, response };
}

/** The success body of one operation (see `requestApi`). */
export async function callApi<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  init: ApiInit<M, P>,
): Promise<ApiAnswer<M, P>> {
  return (await requestApi(method, path, init)).answer;
}

/**
 * The answer of `requestApi` with the server's clock when it answered, for screens that count
 * time-driven states against the backend's time (see `timedData`).
 */
export async function timedAnswer<T extends object>(
  read: Promise<{ answer: T; response: Response }>,
): Promise<Timed<T>> {
  const { answer, response } = await read;
  return { ...answer, serverNow: serverNow(response) };
}
