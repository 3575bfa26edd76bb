import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cx } from '@/lib/class-names';
import { buttonClass } from './button';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';

/** A button in the toast, such as Undo; `altText` tells screen readers how else to do it. */
export interface ToastAction {
  label: string;
  altText: string;
  onAction: () => void;
}

interface ToastItem {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  action?: ToastAction;
}

// A module-level queue lets mutations' callbacks raise a toast without threading a context.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a short notice; Radix announces it through its aria-live region. */
export function toast(
  title: string,
  options: { description?: string; tone?: ToastTone; action?: ToastAction } = {},
) {
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

function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <RadixToast.Provider duration={6000} label="Notification">
      {current.map((item) => (
        <RadixToast.Root
          key={item.id}
          className={cx(
            styles.toast,
            item.tone === 'error' && styles.error,
            item.tone === 'info' && styles.info,
          )}
          // Errors interrupt; confirmations wait their turn.
          type={item.tone === 'error' ? 'foreground' : 'background'}
          // An action (Undo) needs time to be reached.
          duration={item.action ? 12_000 : undefined}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
        >
          <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
          {item.description ? (
            <RadixToast.Description className={styles.description}>
              {item.description}
            </RadixToast.Description>
          ) : null}
          {item.action ? (
            <RadixToast.Action
              className={buttonClass('secondary', 'small', styles.action)}
              altText={item.action.altText}
              onClick={item.action.onAction}
            >
              {item.action.label}
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close
            className={buttonClass('ghost', 'icon', styles.close)}
            aria-label="Dismiss notification"
          >
            <X size={16} aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}
