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

/**
 * Says a change was made; with `undo`, offers to reverse it. `altText` tells screen readers how
 * else to reverse it, as the toast's action requires.
 */
export function changeToast(
  title: string,
  options: { description?: string; undo?: { run: () => void; altText: string } } = {},
) {
  const { undo, description } = options;
  toast(title, {
    ...(description === undefined ? {} : { description }),
    ...(undo === undefined
      ? {}
      : { action: { label: 'Undo', altText: undo.altText, onAction: undo.run } }),
  });
}
