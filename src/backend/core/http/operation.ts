import { contractOperation } from './contract.ts';
import type { OperationContext, OperationId, SuccessBody } from './operation-types.ts';

export type {
  ApiRequest,
  OperationContext,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
  SuccessBody,
} from './operation-types.ts';

/**
 * What a handler is: an operation of the contract and the rule that answers it. The pipeline
 * that runs one (src/backend/http/operation-route.ts) is machinery the handlers never see.
 */

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
