import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { reportOutcome, type Outcome } from './outcome-toast';
import { PendingButton, type PendingButtonProps } from './button';

/** The part of a mutation a button needs: whether it runs, and how to run it. */
export interface RunnableMutation<TResult, TVariables> {
  isPending: boolean;
  mutateAsync: (variables: TVariables) => Promise<TResult>;
}

/** What the confirmation asks before the change runs (`ConfirmDialog`). */
export interface Confirmation {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'default';
}

/**
 * A button that runs a mutation, after a confirmation when `confirm` is given: disabled with
 * `pendingLabel` while it runs, then a toast says how it went (`outcome`), where the person is
 * looking. `onDone` follows a success (go to the new page, close what was open).
 */
export function MutationButton<TResult, TVariables = void>(
  props: Omit<PendingButtonProps, 'pending' | 'onClick'> & {
    mutation: RunnableMutation<TResult, TVariables>;
    /** What to run it with; none for a mutation without variables. */
    variables?: TVariables;
    outcome: Outcome<TResult>;
    confirm?: Confirmation;
    onDone?: (result: TResult) => void;
    /** Pending also while this holds: the server still works on an earlier change. */
    busy?: boolean;
  },
) {
  const { mutation, variables, outcome, confirm, onDone, busy, ...button } = props;
  const pending = mutation.isPending || busy === true;
  const run = () =>
    void reportOutcome(mutation.mutateAsync(variables as TVariables), outcome).then((result) => {
      if (result.ok) onDone?.(result.value);
    });
  if (!confirm) return <PendingButton {...button} pending={pending} onClick={run} />;
  return (
    <ConfirmDialog
      trigger={<PendingButton {...button} pending={pending} />}
      {...confirm}
      onConfirm={run}
    />
  );
}
