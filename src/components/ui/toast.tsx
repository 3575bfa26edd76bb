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
  /** What kind of notice it is: a newer toast of the same kind replaces it. */
  key: string;
  title: string;
  description?: string;
  tone: ToastTone;
  action?: ToastAction;
}

export interface ToastOptions {
  description?: string;
  tone?: ToastTone;
  action?: ToastAction;
  /**
   * The toast's kind, when its title varies ("Eddie's role is now …"): a toast of the same
   * kind replaces the one on screen instead of piling up beside it. The title by default.
   */
  key?: string;
}

// A module-level queue lets mutations' callbacks raise a toast without threading a context.
let items: ToastItem[] = [];
let nextId = 1;
/** Whether any toast was raised yet: until then the list's code is not loaded. */
let raised = false;
/**
 * Toasts raised in the task that is running: an action that confirms and then goes elsewhere
 * (create, then open what was created) raises its toast for the page it leads to.
 */
const raisedThisTask = new Set<number>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Shows a short notice; Radix announces it through its aria-live region. One of a kind: a toast
 * with the key (or title) of one on screen takes its place, announced again.
 */
export function toast(title: string, options: ToastOptions = {}) {
  raised = true;
  const item: ToastItem = {
    id: nextId++,
    key: options.key ?? title,
    title,
    description: options.description,
    tone: options.tone ?? 'success',
    action: options.action,
  };
  const index = items.findIndex((other) => other.key === item.key);
  items = index < 0 ? [...items, item] : items.map((other, at) => (at === index ? item : other));
  raisedThisTask.add(item.id);
  setTimeout(() => raisedThisTask.delete(item.id), 0);
  emit();
}

/**
 * Dismisses the toasts of a page being left: a toast without an action only told what just
 * happened there. One with an action (Undo) stays until it times out, so the change can still
 * be reversed, and so does one raised by the very action that leaves the page.
 */
export function dismissToastsOfLeftPage() {
  const kept = items.filter((item) => item.action || raisedThisTask.has(item.id));
  if (kept.length === items.length) return;
  items = kept;
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
