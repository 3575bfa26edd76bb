import type { operations } from '../../../api/schema.gen.ts';
import type { Clock } from '../store/clock.ts';
import type { BackendState, UserRecord } from '../store/state.ts';
import type { EventStreamBody } from './event-stream.ts';

/**
 * Handlers are registered by operationId: the method, the path and every schema come from the
 * contract, so a handler cannot serve a path the contract does not describe, and its context
 * is typed from the generated `operations`.
 */

export type OperationId = keyof operations;

type OperationParameters<O extends OperationId> = operations[O]['parameters'];
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;

export type PathParams<O extends OperationId> = OrEmpty<
  NonNullable<OperationParameters<O>['path']>
>;
export type QueryParams<O extends OperationId> = OrEmpty<
  NonNullable<OperationParameters<O>['query']>
>;
export type RequestBody<O extends OperationId> = operations[O] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : // An optional body (a move without a position) may be left out.
    operations[O] extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body | undefined
    : undefined;

type Responses<O extends OperationId> = operations[O]['responses'];
type SuccessResponse<O extends OperationId> = Responses<O>[Extract<
  keyof Responses<O>,
  200 | 201 | 202 | 204
>];
/** What the domain returns: the JSON body of the success response (nothing for a 204). */
export type SuccessBody<O extends OperationId> =
  SuccessResponse<O> extends { content: { 'application/json': infer Body } }
    ? Body
    : SuccessResponse<O> extends { content: { 'text/event-stream': unknown } }
      ? EventStreamBody
      : void;

/**
 * What the pipeline reads of a request. MSW hands it a Fetch `Request` (`fromFetchRequest`);
 * the API server builds one straight from node:http's message, so a request is not turned into
 * Fetch objects (headers, URL, body stream) only to be read back at once.
 */
export interface ApiRequest {
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Scheme, host and port the request was made to, for absolute `urls.location` values. */
  readonly origin: string;
  /** The path, still percent-encoded, e.g. `/v1/orgs/org_acme`. */
  readonly pathname: string;
  /** The query string with its `?`, or ''. */
  readonly search: string;
  /** A header's value, null when absent; the name in lower case. */
  header(name: string): string | null;
  /** The body as text ('' without one); read at most once. */
  text(): Promise<string>;
}

export interface OperationContext<O extends OperationId> {
  operationId: O;
  request: ApiRequest;
  /** Origin of the request, for absolute `urls.location` values. */
  origin: string;
  user: UserRecord;
  params: PathParams<O>;
  query: QueryParams<O>;
  body: RequestBody<O>;
  state: BackendState;
  clock: Clock;
}
