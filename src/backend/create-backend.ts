import type { RequestHandler } from 'msw';
import {
  type Answer,
  type ApiRequest,
  type BackendState,
  type ChangeSet,
  createClock,
  createStore,
  demoUsers,
  mergeChanges,
  operationDefinitions,
  type SeedName,
} from './core/index.ts';
import { controlHandlers, type ControlRuntime } from './http/control.ts';
import { isAuthenticated } from './http/auth.ts';
import { noFaults } from './http/faults.ts';
import { fromFetchRequest, malformedPathHandler, operationsHandler } from './http/msw-handlers.ts';
import {
  operationRoute,
  unknownOperationAnswer,
  type AnswerOrPromise,
  type OperationRuntime,
} from './http/operation-route.ts';
import { routeTable } from './http/route-table.ts';
import { serializeSaves, type Persistence } from './journal/persistence.ts';

export interface BackendOptions {
  /** Seed used when no `state` is given, and the one `reset` returns to. Default `demo`. */
  seed?: SeedName;
  /** A previously saved state to start from (its own seed wins for resets). */
  state?: BackendState | undefined;
  /**
   * Where to save after mutating requests; none keeps everything in memory. Every mutating
   * request answers only once its change is written.
   */
  persistence?: Persistence;
  /** Real time source for the clock; tests pass a fixed one. */
  realNow?: () => number;
  /** Unexpected exceptions (answered as a generic 500); defaults to console.error. */
  reportError?: (error: unknown) => void;
  /**
   * Milliseconds between two events of a streamed answer (the AI response). 0 (the default,
   * for tests) sends them back to back; the demo and the API server pace them like a model.
   */
  eventPaceMs?: number;
  /**
   * Send again the answers of reads that rules declare reusable until the state changes (the
   * API server, http/answer-cache.ts), and settle time-driven records at most once per state
   * revision and clock millisecond. Off by default: tests and the demo edit the state in place
   * between requests, which only a rule's change says.
   */
  reuseAnswers?: boolean;
}

/** What the control endpoints use of it (store, clock, faults, reset), and the rest. */
export interface Backend extends ControlRuntime {
  /** MSW handlers: the operations (through `dispatchApi`), then the control endpoints. */
  handlers: RequestHandler[];
  /**
   * Saves the current state (when there is a persistence). `changes`
   * says what a change touched; without it, the whole state is saved.
   */
  persist(changes?: ChangeSet): Promise<void>;
  /** Writes what is not saved yet and waits for the writes in flight. */
  flush(): Promise<void>;
  /**
   * Runs a `/v1` request through the same operation pipeline the MSW handlers wrap, without
   * MSW's routing and `Response` objects; undefined for paths outside `/v1` (the control
   * endpoints), which go through the handlers.
   */
  dispatch(request: Request): Promise<Answer> | undefined;
  /**
   * `dispatch` for a request the caller has read itself (the API server reads node:http's);
   * the answer itself when nothing had to be waited for (a read without faults).
   */
  dispatchApi(request: ApiRequest): AnswerOrPromise | undefined;
  /** Whether an `Authorization` header holds a known token (checked again by every operation). */
  authenticates(header: string | undefined): boolean;
}

/**
 * The pace of a streamed answer in the demo and the API server: about what a fast model takes
 * per few words, so the answer visibly grows while the whole of it still comes in seconds.
 */
export const modelEventPaceMs = 25;

/** One backend instance: store, clock and handlers that any of the three runtimes can serve. */
export function createBackend(options: BackendOptions = {}): Backend {
  const store = createStore({
    seed: options.seed ?? 'demo',
    state: options.state,
    ...(options.realNow ? { now: options.realNow } : {}),
  });
  const clock = createClock({
    getOffset: () => store.state.clockOffsetMs,
    setOffset: (offset) => {
      store.state.clockOffsetMs = offset;
    },
    ...(options.realNow ? { realNow: options.realNow } : {}),
  });
  const persistence = options.persistence ? serializeSaves(options.persistence) : undefined;
  if (!options.state) options.persistence?.started?.(store.state);
  const faults = () => store.state.faults ?? noFaults();
  let changedUntracked = false;
  let carried: ChangeSet | undefined;

  const backend: Backend = {
    handlers: [],
    store,
    clock,
    demoUsers,
    getFaults: () => ({ ...faults() }),
    setFaults: (next) => {
      store.state.faults = { ...next };
    },
    async reset() {
      // The seed has no faults: a reset switches them off with everything else.
      store.reset();
      await persistence?.clear();
    },
    async persist(changes) {
      // Time-driven records settled since the last save were changed by no tracked rule: the
      // whole state then. A rule that failed half way may have changed what it touched.
      const complete = changes && !changedUntracked ? changes : undefined;
      if (complete && carried) mergeChanges(complete, carried);
      changedUntracked = false;
      carried = undefined;
      await persistence?.save(store.state, complete);
    },
    async flush() {
      await persistence?.flush();
    },
    dispatch: () => undefined,
    dispatchApi: () => undefined,
    authenticates: (header) => isAuthenticated(header, store.state),
  };

  const runtime: OperationRuntime = {
    store,
    clock,
    faults,
    persist: backend.persist,
    // Only a persistence that writes changes one by one (the API server's journal) needs to
    // know what a change touched; elsewhere rules see the state itself, at no cost.
    trackChanges: persistence !== undefined,
    changedOutsideRules: (changes) => {
      if (!changes) changedUntracked = true;
      else if (carried) mergeChanges(carried, changes);
      else carried = changes;
    },
    reportError:
      options.reportError ?? ((error) => console.error('[backend] unexpected error', error)),
    eventPaceMs: options.eventPaceMs ?? 0,
    reuseAnswers: options.reuseAnswers ?? false,
  };
  const routes = operationDefinitions.map((definition) => operationRoute(definition, runtime));
  const findRoute = routeTable(routes);
  backend.dispatchApi = (request) => {
    const { pathname } = request;
    if (!pathname.startsWith('/v1/')) return undefined;
    const found = findRoute(request.method, pathname);
    return found
      ? found.route.run(request, found.params)
      : unknownOperationAnswer(runtime, request);
  };
  backend.dispatch = (request) => {
    const answered = backend.dispatchApi(fromFetchRequest(request));
    return answered === undefined ? undefined : Promise.resolve(answered);
  };
  backend.handlers = [
    // First: MSW tries handlers in turn, and the requests that matter (/v1) match here.
    operationsHandler((request) => backend.dispatchApi(request)),
    malformedPathHandler(),
    ...controlHandlers({
      store,
      clock,
      demoUsers,
      getFaults: backend.getFaults,
      setFaults: backend.setFaults,
      reset: backend.reset,
      persist: backend.persist,
    }),
  ];
  return backend;
}
