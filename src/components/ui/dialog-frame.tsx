import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A modal dialog with its title and description, which Radix ties to it as its name and
 * description. Either give a trigger button, or control it with `open`.
 */
export function DialogFrame(props: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  size?: 'small' | 'default';
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger ? <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={props.size === 'small' ? 'dialog-content dialog-small' : 'dialog-content'}
        >
          <Dialog.Title className="dialog-title">{props.title}</Dialog.Title>
          <Dialog.Description className="dialog-description">
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
    <div className="dialog-actions">
      <Dialog.Close className="button button-secondary" type="button">
        {props.closeLabel ?? 'Cancel'}
      </Dialog.Close>
      {props.children}
    </div>
  );
}
