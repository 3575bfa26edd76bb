import type { ComponentProps, ReactNode } from 'react';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { ContractForm, type ContractFormParts } from './contract-form';

/**
 * A dialog that is one form, open while it is shown: its title and description, the fields
 * given as children, and the form's end among the dialog's actions (Cancel, then `submit`).
 * Closing it any way (Cancel, Escape, a click outside) calls `onClose`; so does the form's
 * `onSaved`, where the caller wants it to close after a save.
 */
export function FormDialog(props: {
  title: ReactNode;
  description: ReactNode;
  size?: ComponentProps<typeof DialogFrame>['size'];
  onClose: () => void;
  of: ContractFormParts;
  submit: string;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      description={props.description}
      {...(props.size ? { size: props.size } : {})}
    >
      <ContractForm of={props.of} submit={props.submit} inDialog>
        {props.children}
      </ContractForm>
    </DialogFrame>
  );
}
