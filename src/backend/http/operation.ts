import { http, type HttpHandler } from 'msw';
import type { operations } from '../../api/schema.gen.ts';
import { settleTimeDrivenState } from '../domain/time-driven.ts';
import type { Clock } from '../store/clock.ts';
import type { BackendState, UserRecord } from '../store/state.ts';
import { trackChanges, type ChangeSet } from '../store/change-tracking.ts';
import { beginChange, changing, endChange, readingWith, stateRevision } from '../store/indexes.ts';
import type { Store } from '../store/store.ts';
import {
  ApiError,
  answerForThrown,
  emptyAnswer,
  errorAnswer,
  jsonAnswer,
  toResponse,
  type Answer,
} from './api-error.ts';
import { answerKey, keepAnswer, keptAnswer } from './answer-cache.ts';
import { authenticate } from './auth.ts';
import { EventStreamBody } from './event-stream.ts';
import { contractOperation, toMswPath, type HttpMethod } from './contract.ts';
import { applyFaults, type Faults } from './faults.ts';
import { validateBody, validatePathParameters, validateQuery } from './request-validation.ts';

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

/**
 * A success answered with another 2xx the operation declares than its first one, e.g. a PUT
 * that answers 201 when it created the resource and 200 when it replaced it.
 */
export class SuccessWithStatus<T> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}

/**
 * A DELETE's answer as the platform gives it: 205 when something was removed, 204 when there
 * was nothing to remove. Neither has a body.
 */
export function removedOrAbsent(removed: boolean): SuccessWithStatus<undefined> | undefined {
  return removed ? new SuccessWithStatus(205, undefined) : undefined;
}

type HandlerResult<O extends OperationId> = SuccessBody<O> | SuccessWithStatus<SuccessBody<O>>;

export type OperationHandler<O extends OperationId> = (
  context: OperationContext<O>,
) => HandlerResult<O> | Promise<HandlerResult<O>>;

export interface OperationOptions<O extends OperationId> {
  /**
   * True when this request's answer depends only on the state, the caller, the path, the query
   * and the origin (never on the clock or the headers), so that the API server may send it
   * again until the state changes (http/answer-cache.ts). Asked after the rule succeeded.
   */
  reusable?: (context: OperationContext<O>) => boolean;
}

/** A handler for one operation, not yet bound to a backend instance. */
export interface OperationDefinition {
  readonly operationId: OperationId;
  /** Erased signature; the framework only calls it with a context built for this operation. */
  readonly run: (context: OperationContext<OperationId>) => unknown;
  readonly reusable?: (context: OperationContext<OperationId>) => boolean;
}

export function defineOperation<O extends OperationId>(
  operationId: O,
  handler: OperationHandler<O>,
  options: OperationOptions<O> = {},
): OperationDefinition {
  // Checked at definition time so a typo fails on import, not on the first request.
  contractOperation(operationId);
  return {
    operationId,
    run: handler as unknown as OperationDefinition['run'],
    ...(options.reusable
      ? { reusable: options.reusable as unknown as OperationDefinition['reusable'] }
      : {}),
  };
}

/** What the handlers of one backend instance share. */
export interface OperationRuntime {
  store: Store;
  clock: Clock;
  faults(): Faults;
  /**
   * Saves the state, or in the demo schedules the save (see deferSaves); called after every
   * successful mutating request.
   */
  persist(changes?: ChangeSet): Promise<void>;
  /** Whether a change's rule sees the state through `trackChanges`, to save only what it touched. */
  trackChanges: boolean;
  /**
   * The state changed outside a rule that saves: time-driven records settled, or a rule that
   * failed after touching `changes`; saved with the next change (a whole save when `changes` is
   * absent, as when nothing is tracked).
   */
  changedOutsideRules(changes?: ChangeSet): void;
  /** Told about unexpected exceptions (the caller only sees a generic 500). */
  reportError(error: unknown): void;
  /** Milliseconds between two events of a streamed answer. */
  eventPaceMs: number;
  /**
   * Whether reads a rule declares `reusable` are answered from the answers kept since the last
   * change (the API server); elsewhere every read runs its rule.
   */
  reuseAnswers: boolean;
}

async function answer(runtime: OperationRuntime, work: () => Promise<Answer>): Promise<Answer> {
  try {
    return await work();
  } catch (thrown) {
    if (!(thrown instanceof ApiError)) runtime.reportError(thrown);
    return answerForThrown(thrown);
  }
}

/**
 * Answers carry the backend clock's time as `Date`, so a client can count time-driven rules
 * (days left before a deleted space is gone) against the clock that enforces them, which tests
 * and the demo's Backend panel move forward.
 */
async function withBackendDate(
  runtime: OperationRuntime,
  work: () => Promise<Answer>,
): Promise<Answer> {
  const result = await answer(runtime, work);
  return { ...result, headers: { ...result.headers, date: runtime.clock.now().toUTCString() } };
}

/**
 * Runs the rule: a GET as a read, which may use the state's indexes; any other method as a
 * change, which may not, and after which every index is out of date (store/indexes.ts). A
 * change that fails half way counts as a change too.
 */
async function runRule(
  definition: OperationDefinition,
  context: OperationContext<OperationId>,
  stored: BackendState,
  read: boolean,
): Promise<unknown> {
  if (read) return readingWith(stored, () => definition.run(context));
  beginChange(stored);
  try {
    return await definition.run(context);
  } finally {
    endChange(stored);
  }
}

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
  run(request: ApiRequest, rawParams: Record<string, string>): Promise<Answer>;
}

function pathMatcher(template: string): OperationRoute['match'] {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  const pattern = new RegExp(`^${source}/?$`);
  return (pathname) => {
    const found = pattern.exec(pathname);
    if (!found) return undefined;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = found[index + 1] ?? '';
    });
    return params;
  };
}

/**
 * Binds a definition to a backend instance: faults → auth → validation (path, query, body) →
 * domain → the contract's success status.
 */
export function operationRoute(
  definition: OperationDefinition,
  runtime: OperationRuntime,
): OperationRoute {
  const operation = contractOperation(definition.operationId);
  return {
    method: operation.method.toUpperCase(),
    path: operation.path,
    match: pathMatcher(operation.path),
    run: (request, rawParams) =>
      withBackendDate(runtime, async () => {
        await applyFaults(runtime.faults());
        const stored = runtime.store.state;
        // Tracked like a rule: records settle every few seconds (an import's pages), and an
        // untracked change would make the next save write the whole state (decision 0031).
        const settling = runtime.trackChanges ? trackChanges(stored) : undefined;
        if (settleTimeDrivenState(settling?.state ?? stored, runtime.clock.now())) {
          changing(stored, () => undefined);
          runtime.changedOutsideRules(settling?.changes);
        }
        const read = operation.method === 'get';
        const tracked = !read && runtime.trackChanges ? trackChanges(stored) : undefined;
        const state = tracked?.state ?? stored;
        const user = authenticate(request.header('authorization'), state);
        // Validation runs before a kept answer is used: a request the rule would refuse is
        // refused the same way. Only the rule is skipped.
        const params = validatePathParameters(operation, rawParams) as PathParams<OperationId>;
        const query = validateQuery(operation, request.search) as QueryParams<OperationId>;
        const reuse = read && runtime.reuseAnswers && definition.reusable !== undefined;
        const key = reuse
          ? answerKey(user.id, request.origin, request.pathname, request.search)
          : '';
        const kept = reuse ? keptAnswer(stored, key) : undefined;
        if (kept) return kept;
        const context: OperationContext<OperationId> = {
          operationId: definition.operationId,
          request,
          origin: request.origin,
          user,
          params,
          query,
          body: (await validateBody(operation, request)) as RequestBody<OperationId>,
          state,
          clock: runtime.clock,
        };
        const revision = stateRevision(stored);
        const result = await runRule(definition, context, stored, read).catch((error: unknown) => {
          if (tracked) runtime.changedOutsideRules(tracked.changes);
          throw error;
        });
        if (!read) await runtime.persist(tracked?.changes);
        if (result instanceof SuccessWithStatus) {
          // A status the contract does not declare is a bug here, not the caller's fault.
          if (!/^2\d\d$/.test(String(result.status)) || !operation.responses[String(result.status)])
            throw new Error(`${operation.operationId} does not declare ${result.status}.`);
          // 204 and 205 (a DELETE that removed something, platform-values §6) carry no body.
          if (result.status === 204 || result.status === 205) return emptyAnswer(result.status);
          return jsonAnswer(result.status, result.body);
        }
        if (operation.successStatus === 204) return emptyAnswer(204);
        if (result instanceof EventStreamBody)
          return {
            status: operation.successStatus,
            headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
            text: null,
            // Injected latency slows each event too, as a slow network or model would.
            stream: result.toStream(runtime.eventPaceMs + runtime.faults().latencyMs),
          };
        const answered = jsonAnswer(operation.successStatus, result);
        // Kept only if no change began or ended while the rule ran (another request may have
        // run a change during an await): the answer is then the state's as it still is.
        return reuse && definition.reusable?.(context)
          ? keepAnswer(stored, key, answered, revision)
          : answered;
      }),
  };
}

/**
 * The MSW handler of a route. Matches any origin (`*`), so the same handler serves the service
 * worker, `setupServer` and the Node server. The parameters come from the route's own matcher,
 * still encoded, rather than from MSW's (decoded once already): one decoding, in one place.
 */
export function operationHandler(route: OperationRoute): HttpHandler {
  const method = route.method.toLowerCase() as HttpMethod;
  return http[method](`*${toMswPath(route.path)}`, async ({ request }) => {
    const apiRequest = fromFetchRequest(request);
    return toResponse(await route.run(apiRequest, route.match(apiRequest.pathname) ?? {}));
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
 * Registered first: MSW decodes the parameters of the handlers it tries and throws on a
 * malformed percent-encoding (`%E0%A4%A`, a lone `%`), which would fail the request instead of
 * answering it. Such a path is answered here: `/v1` through the operation pipeline (`dispatch`,
 * which names the parameter in a 400 after the usual faults and authentication), anything else
 * with a 400 of its own.
 */
export function malformedPathHandler(
  dispatch: (request: ApiRequest) => Promise<Answer> | undefined,
): HttpHandler {
  return http.all(/\/(?:v1|_backend)\//, async ({ request }) => {
    const apiRequest = fromFetchRequest(request);
    const { pathname } = apiRequest;
    if (isDecodablePath(pathname)) return undefined;
    const answer =
      dispatch(apiRequest) ??
      Promise.resolve(
        errorAnswer(new ApiError(400, `The path ${pathname} is not valid percent-encoding.`)),
      );
    return toResponse(await answer);
  });
}

/** Answers any other `/v1/...` method and path with the platform's 404 body. */
export async function unknownOperationAnswer(
  runtime: OperationRuntime,
  request: ApiRequest,
): Promise<Answer> {
  return answer(runtime, async () => {
    await applyFaults(runtime.faults());
    return errorAnswer(
      new ApiError(404, `No operation matches ${request.method} ${request.pathname}`),
    );
  });
}

/** Registered last: the catch-all for `/v1/...`. */
export function catchAllHandler(runtime: OperationRuntime): HttpHandler {
  return http.all('*/v1/*', async ({ request }) =>
    toResponse(await unknownOperationAnswer(runtime, fromFetchRequest(request))),
  );
}
