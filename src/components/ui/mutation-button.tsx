import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { reportOutcome, type Outcome } from './outcome-toast';

/** The part of a mutation a button needs: whether it runs, and how to run it. */
export interface RunnableMutation<TResult, TVariables> {
  isPending: boolean;
  mutateAsync: (variables: TVariables) => Promise<TResult>;
}

type PendingButtonProps = {
  pending: boolean;
  /** What it says while pending, such as "Merging…". */
  pendingLabel: string;
  /** An icon before the label, kept while pending. */
  icon?: ReactNode;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'default' | 'small';
  disabled?: boolean;
  onClick?: () => void;
  'aria-describedby'?: string | undefined;
};

/** A button that is disabled while its request runs and says so in its label. */
export function PendingButton(props: PendingButtonProps) {
  const { pending, pendingLabel, icon, children, disabled, ...button } = props;
  return (
    <Button {...button} disabled={pending || disabled}>
      {icon}
      {pending ? pendingLabel : children}
    </Button>
  );
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
  },
) {
  const { mutation, variables, outcome, confirm, onDone, ...button } = props;
  const run = () =>
    void reportOutcome(mutation.mutateAsync(variables as TVariables), outcome).then((result) => {
      if (result.ok) onDone?.(result.value);
    });
  if (!confirm) return <PendingButton {...button} pending={mutation.isPending} onClick={run} />;
  return (
    <ConfirmDialog
      trigger={<PendingButton {...button} pending={mutation.isPending} />}
      {...confirm}
      onConfirm={run}
    />
  );
}
