import { http, type HttpHandler } from 'msw';
import type { operations } from '../../api/schema.gen.ts';
import type { Clock } from '../store/clock.ts';
import type { BackendState, UserRecord } from '../store/state.ts';
import type { Store } from '../store/store.ts';
import { ApiError, errorResponse, jsonResponse, responseForThrown } from './api-error.ts';
import { authenticate } from './auth.ts';
import { contractOperation, toMswPath } from './contract.ts';
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
  : undefined;

type Responses<O extends OperationId> = operations[O]['responses'];
type SuccessResponse<O extends OperationId> = Responses<O>[Extract<
  keyof Responses<O>,
  200 | 201 | 202 | 204
>];
/** What the domain returns: the JSON body of the success response (nothing for a 204). */
export type SuccessBody<O extends OperationId> =
  SuccessResponse<O> extends { content: { 'application/json': infer Body } } ? Body : void;

export interface OperationContext<O extends OperationId> {
  operationId: O;
  request: Request;
  /** Origin of the request, for absolute `urls.location` values. */
  origin: string;
  user: UserRecord;
  params: PathParams<O>;
  query: QueryParams<O>;
  body: RequestBody<O>;
  state: BackendState;
  clock: Clock;
}

export type OperationHandler<O extends OperationId> = (
  context: OperationContext<O>,
) => SuccessBody<O> | Promise<SuccessBody<O>>;

/** A handler for one operation, not yet bound to a backend instance. */
export interface OperationDefinition {
  readonly operationId: OperationId;
  /** Erased signature; the framework only calls it with a context built for this operation. */
  readonly run: (context: OperationContext<OperationId>) => unknown;
}

export function defineOperation<O extends OperationId>(
  operationId: O,
  handler: OperationHandler<O>,
): OperationDefinition {
  // Checked at definition time so a typo fails on import, not on the first request.
  contractOperation(operationId);
  return { operationId, run: handler as unknown as OperationDefinition['run'] };
}

/** What the handlers of one backend instance share. */
export interface OperationRuntime {
  store: Store;
  clock: Clock;
  faults(): Faults;
  /** Saves the state; called after every successful mutating request. */
  persist(): Promise<void>;
  /** Told about unexpected exceptions (the caller only sees a generic 500). */
  reportError(error: unknown): void;
}

async function answer(runtime: OperationRuntime, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (thrown) {
    if (!(thrown instanceof ApiError)) runtime.reportError(thrown);
    return responseForThrown(thrown);
  }
}

/**
 * Builds the MSW handler: faults → auth → validation (path, query, body) → domain → the
 * contract's success status. Matches any origin (`*`), so the same handler serves the service
 * worker, `setupServer` and the Node server.
 */
export function bindOperation(
  definition: OperationDefinition,
  runtime: OperationRuntime,
): HttpHandler {
  const operation = contractOperation(definition.operationId);
  const route = http[operation.method];
  return route(`*${toMswPath(operation.path)}`, ({ request, params }) =>
    answer(runtime, async () => {
      await applyFaults(runtime.faults());
      const state = runtime.store.state;
      const user = authenticate(request, state);
      const url = new URL(request.url);
      const context: OperationContext<OperationId> = {
        operationId: definition.operationId,
        request,
        origin: url.origin,
        user,
        params: validatePathParameters(operation, params) as PathParams<OperationId>,
        query: validateQuery(operation, url.searchParams) as QueryParams<OperationId>,
        body: (await validateBody(operation, request)) as RequestBody<OperationId>,
        state,
        clock: runtime.clock,
      };
      const result = await definition.run(context);
      if (operation.method !== 'get') await runtime.persist();
      if (operation.successStatus === 204) return new Response(null, { status: 204 });
      return jsonResponse(operation.successStatus, result);
    }),
  );
}

/** Registered last: any other `/v1/...` method and path answers the platform's 404 body. */
export function catchAllHandler(runtime: OperationRuntime): HttpHandler {
  return http.all('*/v1/*', ({ request }) =>
    answer(runtime, async () => {
      await applyFaults(runtime.faults());
      const { pathname } = new URL(request.url);
      return errorResponse(new ApiError(404, `No operation matches ${request.method} ${pathname}`));
    }),
  );
}
