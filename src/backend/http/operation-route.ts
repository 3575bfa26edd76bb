import {
  type Answer,
  answerForThrown,
  ApiError,
  type ApiRequest,
  type BackendState,
  beginChange,
  type ChangeSet,
  type Clock,
  contractOperation,
  emptyAnswer,
  endChange,
  errorAnswer,
  EventStreamBody,
  jsonAnswer,
  type OperationContext,
  type OperationDefinition,
  type OperationId,
  type PathParams,
  type QueryParams,
  readingWith,
  type RequestBody,
  stateRevision,
  type Store,
  SuccessWithStatus,
  trackChanges,
} from '../core/index.ts';
import { answerKey, keepAnswer, keptAnswer } from './answer-cache.ts';
import { authenticate } from './auth.ts';
import { applyFaults, hasFaults, type Faults } from './faults.ts';
import { dated } from './http-date.ts';
import { requestChecks } from './request-validation.ts';
import { pathMatcher, type OperationRoute } from './route-table.ts';
import { settleTimeDriven } from './time-settling.ts';

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
 * Runs `work` as an operation's answer: an exception becomes the platform's error body, and
 * every answer gets the backend's `Date`. Synchronous when `work` is, so a read that needs no
 * waiting is answered without a single promise.
 */
function answering(runtime: OperationRuntime, work: () => AnswerOrPromise): AnswerOrPromise {
  let result: AnswerOrPromise;
  try {
    result = work();
  } catch (thrown) {
    return dated(failed(runtime, thrown), runtime.clock.now());
  }
  if (!isPromise(result)) return dated(result, runtime.clock.now());
  return result.then(
    (answered) => dated(answered, runtime.clock.now()),
    (thrown: unknown) => dated(failed(runtime, thrown), runtime.clock.now()),
  );
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
