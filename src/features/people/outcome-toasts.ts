import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';

/**
 * How a change of people's access reports its outcome: a success with Undo when the same person
 * can reverse it, a failure with the backend's reason.
 */

/** An `onError` that says what failed and why, in the backend's words. */
export function failureToast(what: string) {
  return (error: unknown) => toast(what, { description: errorMessage(error), tone: 'error' });
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
