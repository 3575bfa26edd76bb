import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';

/**
 * Runs a mutation outside any component: a toast's Undo (or Finish) outlives the dialog or the
 * screen that raised it, and a mutation started from an unmounted component's `mutate` would
 * never report. The mutation's own `onSuccess` and `onError` say how it ended.
 */
export function mutateDetached<TData, TVariables, TContext>(
  client: QueryClient,
  options: MutationOptions<TData, Error, TVariables, TContext>,
  variables: TVariables,
): void {
  new MutationObserver(client, options).mutate(variables).catch(() => {
    // The mutation's own onError has said why.
  });
}
