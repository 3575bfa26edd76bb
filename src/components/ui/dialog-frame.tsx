import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { buttonClass } from './button';
import styles from './overlay.module.css';

/**
 * A modal dialog with its title and description, which Radix ties to it as its name and
 * description; focus stays inside until it closes. Either give a trigger button, or control
 * it with `open`.
 */
export function DialogFrame(props: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  size?: 'small' | 'default' | 'wide';
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger ? <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(
            styles.dialog,
            props.size === 'small' && styles.small,
            props.size === 'wide' && styles.wide,
          )}
        >
          <Dialog.Title className={styles.title}>{props.title}</Dialog.Title>
          <Dialog.Description className={styles.description}>
            {props.description}
          </Dialog.Description>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The row at the bottom of a dialog: a button that closes it, then the dialog's own action. */
export function DialogActions(props: { closeLabel?: string; children?: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Dialog.Close className={buttonClass('secondary')} type="button">
        {props.closeLabel ?? 'Cancel'}
      </Dialog.Close>
      {props.children}
    </div>
  );
}
