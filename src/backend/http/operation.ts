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
import { contractOperation } from './contract.ts';
import { applyFaults, hasFaults, type Faults } from './faults.ts';
import { requestChecks } from './request-validation.ts';

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

/**
 * An operation whose rule starts from what a check of the request gave (the path's organization
 * for an admin caller, a space its caller may read): the check an area makes before each of its
 * rules is written once, as `scope`, and runs first, as it would inside the handler. Both run in
 * the same call, so a read is still answered without a promise.
 */
export function scopedOperation<O extends OperationId, Scope>(
  operationId: O,
  scope: (context: OperationContext<O>) => Scope,
  handler: (scoped: Scope, context: OperationContext<O>) => ReturnType<OperationHandler<O>>,
  options?: OperationOptions<O>,
): OperationDefinition {
  return defineOperation(operationId, (context) => handler(scope(context), context), options);
}

/** What the handlers of one backend instance share. */
export interface OperationRuntime {
  store: Store;
  clock: Clock;
  faults(): Faults;
  /**
   * Saves the state (written before the answer); called after every successful mutating
   * request.
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
   * change, and time-driven records settled once per state revision and clock millisecond (the
   * API server, where only rules and resets change the state); elsewhere every read runs its
   * rule and every request settles.
   */
  reuseAnswers: boolean;
}

/** An answer or the promise of one: the pipeline stays synchronous until it must wait. */
export type AnswerOrPromise = Answer | Promise<Answer>;

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return value instanceof Promise;
}

/** Anything a rule returns that must be waited for (an async rule, whatever its promise). */
function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** The platform's answer to an exception; the unexpected ones are reported first. */
function failed(runtime: OperationRuntime, thrown: unknown): Answer {
  if (!(thrown instanceof ApiError)) runtime.reportError(thrown);
  return answerForThrown(thrown);
}

async function answer(runtime: OperationRuntime, work: () => Promise<Answer>): Promise<Answer> {
  try {
    return await work();
  } catch (thrown) {
    return failed(runtime, thrown);
  }
}

/**
 * `Date` as HTTP writes it, formatted once per second of the backend clock: it has a
 * resolution of one second, and under load many answers share each one.
 */
let shownSecond = Number.NaN;
let shownDate = '';
function httpDate(now: Date): string {
  const second = Math.floor(now.getTime() / 1000);
  if (second !== shownSecond) {
    shownSecond = second;
    shownDate = now.toUTCString();
  }
  return shownDate;
}

/**
 * Answers carry the backend clock's time as `Date`, so a client can count time-driven rules
 * (days left before a deleted space is gone) against the clock that enforces them, which tests
 * and the demo's Backend panel move forward.
 */
function dated(runtime: OperationRuntime, result: Answer): Answer {
  // Object.assign and plain properties: an object spread with an added key costs ten times
  // as much in V8, on every request.
  const headers: Record<string, string> = Object.assign({}, result.headers);
  headers['date'] = httpDate(runtime.clock.now());
  const { status, text, stream, bytes } = result;
  return { status, headers, text, stream, bytes };
}

/**
 * Runs `work` as an operation's answer: an exception becomes the platform's error body, and
 * every answer gets the backend's `Date`. Synchronous when `work` is, so a read that needs no
 * waiting is answered without a single promise.
 */
function answering(runtime: OperationRuntime, work: () => AnswerOrPromise): AnswerOrPromise {
  let result: AnswerOrPromise;
  try {
    result = work();
  } catch (thrown) {
    return dated(runtime, failed(runtime, thrown));
  }
  if (!isPromise(result)) return dated(runtime, result);
  return result.then(
    (answered) => dated(runtime, answered),
    (thrown: unknown) => dated(runtime, failed(runtime, thrown)),
  );
}

/**
 * Where the time-driven records were last settled, per state: the revision it was left at and
 * the backend clock's millisecond. Settling is idempotent for a given state and time, so a
 * request of the same millisecond that finds the state unchanged since has nothing to settle.
 */
const lastSettled = new WeakMap<BackendState, { revision: number; ms: number }>();

/**
 * Brings time-driven records up to date (domain/time-driven.ts) and reports a change when it
 * made one. With `reuseAnswers` (the API server, where the state changes only through rules,
 * which move its revision, and resets, which replace it), at most once per state revision and
 * millisecond: under load, many requests share each one. Elsewhere (tests edit the state in
 * place under a fixed clock) on every request.
 */
function settleTimeDriven(runtime: OperationRuntime, stored: BackendState): void {
  const now = runtime.clock.now();
  const ms = now.getTime();
  const last = runtime.reuseAnswers ? lastSettled.get(stored) : undefined;
  if (last && last.ms === ms && last.revision === stateRevision(stored)) return;
  // Tracked like a rule: records settle every few seconds (an import's pages), and an
  // untracked change would make the next save write the whole state (decision 0031).
  const settling = runtime.trackChanges ? trackChanges(stored) : undefined;
  if (settleTimeDrivenState(settling?.state ?? stored, now)) {
    changing(stored, () => undefined);
    runtime.changedOutsideRules(settling?.changes);
  }
  if (runtime.reuseAnswers) lastSettled.set(stored, { revision: stateRevision(stored), ms });
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
  /** Its last parameter may span several segments (a page path). */
  spansSegments?: boolean;
  /** The answer; synchronous when nothing had to be waited for (a read without faults). */
  run(request: ApiRequest, rawParams: Record<string, string>): AnswerOrPromise;
}

function pathMatcher(
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
 * Binds a definition to a backend instance: faults → auth → validation (path, query, body) →
 * domain → the contract's success status. Each step runs as soon as the one before is done,
 * without a promise unless something has to be waited for (injected latency, a body, an async
 * rule, a save): a plain read is answered in the same tick as it arrived.
 */
export function operationRoute(
  definition: OperationDefinition,
  runtime: OperationRuntime,
): OperationRoute {
  const operation = contractOperation(definition.operationId);
  const read = operation.method === 'get';
  const checks = requestChecks(operation);

  /** The rule's result as the answer, with the status the contract gives it. */
  const answerOf = (result: unknown): Answer => {
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
    return jsonAnswer(operation.successStatus, result);
  };

  /**
   * A read's rule, with the indexes available during its synchronous part. Its answer is kept
   * only if no change began or ended while the rule ran (another request may have run a change
   * during an await): the answer is then the state's as it still is.
   */
  const readRule = (
    context: OperationContext<OperationId>,
    stored: BackendState,
    key: string | undefined,
  ): AnswerOrPromise => {
    const revision = stateRevision(stored);
    const result = readingWith(stored, () => definition.run(context));
    return isThenable(result)
      ? Promise.resolve(result).then((value) => readAnswer(context, stored, key, revision, value))
      : readAnswer(context, stored, key, revision, result);
  };

  const readAnswer = (
    context: OperationContext<OperationId>,
    stored: BackendState,
    key: string | undefined,
    revision: number,
    result: unknown,
  ): Answer => {
    const answered = answerOf(result);
    return key !== undefined && definition.reusable?.(context)
      ? keepAnswer(stored, key, answered, revision)
      : answered;
  };

  /**
   * Any other method's rule, as a change: every index is out of date after it (store/indexes.ts),
   * a failed one too; the answer waits for the save.
   */
  const changeRule = async (
    context: OperationContext<OperationId>,
    stored: BackendState,
    tracked: ReturnType<typeof trackChanges> | undefined,
  ): Promise<Answer> => {
    let result: unknown;
    try {
      beginChange(stored);
      try {
        result = await definition.run(context);
      } finally {
        endChange(stored);
      }
    } catch (error) {
      if (tracked) runtime.changedOutsideRules(tracked.changes);
      throw error;
    }
    await runtime.persist(tracked?.changes);
    return answerOf(result);
  };

  const respond = (request: ApiRequest, rawParams: Record<string, string>): AnswerOrPromise => {
    const stored = runtime.store.state;
    settleTimeDriven(runtime, stored);
    const tracked = !read && runtime.trackChanges ? trackChanges(stored) : undefined;
    const state = tracked?.state ?? stored;
    const user = authenticate(request.header('authorization'), state);
    // Validation runs before a kept answer is used: a request the rule would refuse is
    // refused the same way. Only the rule is skipped.
    const params = checks.path(rawParams) as PathParams<OperationId>;
    const query = checks.query(request.search) as QueryParams<OperationId>;
    const reuse = read && runtime.reuseAnswers && definition.reusable !== undefined;
    const key = reuse
      ? answerKey(user.id, request.origin, request.pathname, request.search)
      : undefined;
    const kept = key === undefined ? undefined : keptAnswer(stored, key);
    if (kept) return kept;
    const context: OperationContext<OperationId> = {
      operationId: definition.operationId,
      request,
      origin: request.origin,
      user,
      params,
      query,
      body: undefined as RequestBody<OperationId>,
      state,
      clock: runtime.clock,
    };
    // Operations without a body in the contract ignore any sent: nothing to wait for.
    if (operation.requestBody)
      return request.text().then((text) => {
        context.body = checks.body(text) as RequestBody<OperationId>;
        return rule(context, stored, tracked, key);
      });
    return rule(context, stored, tracked, key);
  };

  // Named functions are made once per route, never per request: a closure per request costs
  // its allocation, and under tsx (which keeps function names) a property definition too.
  const rule = (
    context: OperationContext<OperationId>,
    stored: BackendState,
    tracked: ReturnType<typeof trackChanges> | undefined,
    key: string | undefined,
  ): AnswerOrPromise =>
    read ? readRule(context, stored, key) : changeRule(context, stored, tracked);

  const spanning = new Set(
    operation.parameters
      .filter((parameter) => parameter.multiSegment === true)
      .map((parameter) => parameter.name),
  );
  return {
    method: operation.method.toUpperCase(),
    path: operation.path,
    match: pathMatcher(operation.path, spanning),
    ...(spanning.size > 0 ? { spansSegments: true } : {}),
    run: (request, rawParams) =>
      answering(runtime, () => {
        const faults = runtime.faults();
        return hasFaults(faults)
          ? applyFaults(faults).then(() => respond(request, rawParams))
          : respond(request, rawParams);
      }),
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
 * Finds the route of a `/v1/` request: the routes are grouped by method, number of segments
 * and first segment, so a request tries the few templates it could match rather than every
 * operation in turn. The first match in definition order wins, as in a scan of them all.
 */
export function routeTable(
  routes: readonly OperationRoute[],
): (
  method: string,
  pathname: string,
) => { route: OperationRoute; params: Record<string, string> } | undefined {
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
