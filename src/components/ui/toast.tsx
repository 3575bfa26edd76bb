import { lazy, Suspense, useSyncExternalStore } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

/** A button in the toast, such as Undo; `altText` tells screen readers how else to do it. */
export interface ToastAction {
  label: string;
  altText: string;
  onAction: () => void;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  action?: ToastAction;
}

// A module-level queue lets mutations' callbacks raise a toast without threading a context.
let items: ToastItem[] = [];
let nextId = 1;
/** Whether any toast was raised yet: until then the list's code is not loaded. */
let raised = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a short notice; Radix announces it through its aria-live region. */
export function toast(
  title: string,
  options: { description?: string; tone?: ToastTone; action?: ToastAction } = {},
) {
  raised = true;
  items = [
    ...items,
    {
      id: nextId++,
      title,
      description: options.description,
      tone: options.tone ?? 'success',
      action: options.action,
    },
  ];
  emit();
}

/**
 * Back to no toast raised, as when the app starts. For component tests, which share one
 * environment: the toasts of one file's screens must not show up in the next file's.
 */
export function resetToasts() {
  raised = false;
  dismissAllToasts();
}

/**
 * Dismisses every toast at once; the list stays mounted (once loaded), so the next toast shows
 * in the same render that raises it. For component tests, between the tests of a file: a toast
 * still queued when a screen unmounts must not be shown, or announced, by the next screen.
 */
export function dismissAllToasts() {
  items = [];
  emit();
}

export function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Radix Toast and the list, loaded with the first toast (docs/decisions/0023). */
const ToastList = lazy(() => import('./toast-list'));

/** The toasts; nothing is loaded or rendered before the first one. */
export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  // Once a toast was raised, the list stays mounted so Radix keeps its viewport and timers.
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <ToastList items={current} onDismiss={dismiss} />
    </Suspense>
  );
}
