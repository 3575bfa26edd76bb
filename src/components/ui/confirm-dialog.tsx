import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { buttonClass } from './button';
import styles from './overlay.module.css';

/**
 * Asks before something that cannot be undone. Either give a trigger button, or control it
 * with `open` when the caller first validates input.
 */
export function ConfirmDialog(props: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** The other answer, when it is more than "Cancel" (such as "Take theirs"). */
  cancelLabel?: string;
  onCancel?: () => void;
  tone?: 'danger' | 'default';
}) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger ? <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={cx(styles.dialog, styles.small)}>
          <AlertDialog.Title className={styles.title}>{props.title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            {props.description}
          </AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel className={buttonClass('secondary')} onClick={props.onCancel}>
              {props.cancelLabel ?? 'Cancel'}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass(props.tone === 'danger' ? 'danger' : 'primary')}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
