import { errorMessage } from '@/lib/api-error';
import { toast } from './toast';

/**
 * How a change reports its outcome where the person is looking: a success, with Undo when the
 * same person can reverse it, or a failure with the backend's reason.
 */

/** A change that did not happen, with the backend's reason under it. */
export function toastFailure(title: string, error: unknown) {
  toast(title, { description: errorMessage(error), tone: 'error' });
}

/** An `onError` that says what failed and why, in the backend's words. */
export function failureToast(what: string) {
  return (error: unknown) => toastFailure(what, error);
}

/** Undo in a toast: `altText` tells screen readers how else to reverse the change. */
export interface UndoAction {
  run: () => void;
  altText: string;
}

/**
 * Says a change was made; with `undo`, offers to reverse it. `altText` tells screen readers how
 * else to reverse it, as the toast's action requires.
 */
export function changeToast(
  title: string,
  options: { description?: string | undefined; undo?: UndoAction | undefined } = {},
) {
  const { undo, description } = options;
  toast(title, {
    ...(description === undefined ? {} : { description }),
    ...(undo === undefined
      ? {}
      : { action: { label: 'Undo', altText: undo.altText, onAction: undo.run } }),
  });
}

/** What a success toast says: a title, or a title with more. */
export type ChangeMessage =
  string | { title: string; description?: string | undefined; undo?: UndoAction | undefined };

/** What to say once a change has run: on success (nothing when absent), and on failure. */
export interface Outcome<TResult> {
  success?: ChangeMessage | ((result: TResult) => ChangeMessage);
  /** The failure toast's title; the backend's reason goes under it. */
  failure: string;
}

/** A change's result, or that it failed (and the failure was already said). */
export type Reported<TResult> = { ok: true; value: TResult } | { ok: false; error: unknown };

/**
 * Awaits a change and says how it went (`Outcome`). Never rejects: the caller reads `ok` to go
 * on after a success, and after a failure keeps what was typed so it can be tried again.
 */
export async function reportOutcome<TResult>(
  change: Promise<TResult>,
  outcome: Outcome<TResult>,
): Promise<Reported<TResult>> {
  try {
    const value = await change;
    const message =
      typeof outcome.success === 'function' ? outcome.success(value) : outcome.success;
    if (typeof message === 'string') changeToast(message);
    else if (message) changeToast(message.title, message);
    return { ok: true, value };
  } catch (error) {
    toastFailure(outcome.failure, error);
    return { ok: false, error };
  }
}
