import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cx } from '@/lib/class-names';
import { buttonClass } from './button';
import type { ToastItem } from './toast';
import styles from './toast.module.css';

/** The toasts on screen, announced by Radix through its aria-live region. */
export default function ToastList(props: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  const current = props.items;
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
            if (!open) props.onDismiss(item.id);
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
