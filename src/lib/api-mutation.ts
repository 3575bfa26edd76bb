import {
  mutationOptions,
  useMutation,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import {
  callApi,
  type ApiAnswer,
  type ApiInit,
  type ApiMethod,
  type ApiParams,
  type ApiPath,
} from './api-call';
import { cacheEffectKeys } from './cache-effects';
import { declaredInvalidations } from './query-client';

/** What every `useApiMutation` takes besides how it builds its request. */
type CommonOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn'
> & {
  /**
   * The query whose data the answer is (a resource answers with itself), so the screen shows
   * it at once without asking again. Runs before `onSuccess`.
   */
  storeAnswer?: (answer: TData, variables: TVariables) => QueryKey;
};

/** The request body of an operation: what its mutation takes when the parameters are fixed. */
type BodyOf<M extends ApiMethod, P extends ApiPath<M>> =
  NonNullable<ApiInit<M, P>> extends { body?: infer B }
    ? [B] extends [never]
      ? void
      : [B] extends [undefined]
        ? void
        : B
    : void;

/**
 * The result of a mutation of the operation `M` `P`: named by the path, so the declarations
 * emitted for a feature's hooks name the contract's answer instead of spelling it out (a
 * Document in it would be too long to write).
 */
export type ApiMutationResult<
  M extends ApiMethod,
  P extends ApiPath<M>,
  TVariables,
  TContext = unknown,
> = UseMutationResult<ApiAnswer<M, P>, Error, TVariables, TContext>;

/** The result of a mutation whose variables are the operation's request body. */
export type ApiBodyMutationResult<
  M extends ApiMethod,
  P extends ApiPath<M>,
  TContext = unknown,
> = UseMutationResult<ApiAnswer<M, P>, Error, BodyOf<M, P>, TContext>;

function pathParamsOf(init: unknown): Record<string, unknown> | undefined {
  return (init as { params?: { path?: Record<string, unknown> } } | undefined)?.params?.path;
}

/**
 * A mutation that calls one operation of the platform API (see `callApi`): the method and path
 * are checked against the contract, and the mutation resolves with the success body (nothing
 * for a 204). Either the parameters are fixed (`params`) and the mutation's variables are the
 * request body (none for an operation without one), or `request` builds the parameters and the
 * body from the variables. What the call makes stale comes from the operation's entry in
 * src/api/cache-effects.ts, for the path parameters of each call (a hook lists nothing; a
 * `meta.invalidates` of its own adds to it); `storeAnswer` puts the answer under its query's key.
 */
export function useApiMutation<M extends ApiMethod, P extends ApiPath<M>, TContext = unknown>(
  method: M,
  path: P,
  options: CommonOptions<ApiAnswer<M, P>, BodyOf<M, P>, TContext> & { params: ApiParams<M, P> },
): ApiBodyMutationResult<M, P, TContext>;
export function useApiMutation<
  M extends ApiMethod,
  P extends ApiPath<M>,
  TVariables = void,
  TContext = unknown,
>(
  method: M,
  path: P,
  options: CommonOptions<ApiAnswer<M, P>, TVariables, TContext> & {
    /** What the call sends for the mutation's variables: its `params` and `body`. */
    request: (variables: TVariables) => ApiInit<M, P>;
  },
): ApiMutationResult<M, P, TVariables, TContext>;
export function useApiMutation<M extends ApiMethod, P extends ApiPath<M>, TVariables, TContext>(
  method: M,
  path: P,
  options: CommonOptions<ApiAnswer<M, P>, TVariables, TContext> &
    ({ params: ApiParams<M, P> } | { request: (variables: TVariables) => ApiInit<M, P> }),
): ApiMutationResult<M, P, TVariables, TContext> {
  const { storeAnswer, onSuccess, request, params, ...mutation } = options as CommonOptions<
    ApiAnswer<M, P>,
    TVariables,
    TContext
  > & { request?: (variables: TVariables) => ApiInit<M, P>; params?: ApiParams<M, P> };
  const build =
    request ??
    // The variables are the body; without one, `body: undefined` sends none.
    ((variables: TVariables) => ({ params, body: variables }) as unknown as ApiInit<M, P>);
  const own = mutation.meta?.invalidates;
  return useMutation({
    ...mutation,
    meta: {
      ...mutation.meta,
      invalidates: ({ variables, data }) => [
        ...cacheEffectKeys(method, path, pathParamsOf(build(variables as TVariables))),
        ...declaredInvalidations({ invalidates: own }, variables, data),
      ],
    },
    mutationFn: (variables: TVariables) => callApi(method, path, build(variables)),
    onSuccess: (answer, variables, onMutateResult, context) => {
      if (storeAnswer) context.client.setQueryData(storeAnswer(answer, variables), answer);
      return onSuccess?.(answer, variables, onMutateResult, context);
    },
  });
}

/**
 * The options of a mutation of one operation for a mutation run outside any component as well
 * as in one (an Undo that outlives its row): `request` builds the call from the variables, and
 * the operation's declared effects go stale for the call's own path parameters, as with
 * `useApiMutation`.
 */
export function apiMutationOptions<M extends ApiMethod, P extends ApiPath<M>, TVariables>(
  method: M,
  path: P,
  request: (variables: TVariables) => ApiInit<M, P>,
) {
  return mutationOptions({
    mutationFn: (variables: TVariables) => callApi(method, path, request(variables)),
    meta: {
      invalidates: ({ variables }) =>
        cacheEffectKeys(method, path, pathParamsOf(request(variables as TVariables))),
    },
  });
}
