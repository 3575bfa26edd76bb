import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { toast } from '@/components/ui/toast';
import { ContractForm, type ContractFormParts } from './contract-form';
import type { FieldHost, FieldSpec } from './form-fields';
import { useContractForm, type ContractFormOptions } from './use-contract-form';

/**
 * A dialog that is one form, open while it is shown: its title and description, the `fields`
 * of a list and then any children, and the form's end among the dialog's actions (Cancel, then
 * `submit`). Closing it any way (Cancel, Escape, a click outside) calls `onClose`; so does the
 * form's `onSaved`, where the caller wants it to close after a save (see `useDialogForm`).
 */
export function FormDialog<TValues extends object>(props: {
  title: ReactNode;
  description: ReactNode;
  size?: ComponentProps<typeof DialogFrame>['size'];
  onClose: () => void;
  of: ContractFormParts & { form: FieldHost<TValues> };
  submit: string;
  fields?: readonly FieldSpec<keyof TValues & string>[];
  children?: ReactNode;
}) {
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      description={props.description}
      {...(props.size ? { size: props.size } : {})}
    >
      <ContractForm
        of={props.of}
        submit={props.submit}
        inDialog
        {...(props.fields ? { fields: props.fields } : {})}
      >
        {props.children}
      </ContractForm>
    </DialogFrame>
  );
}

/**
 * The form of a dialog that confirms a save in a toast, in the words `confirm` makes of what
 * was saved, and then closes (`onClose`): `useContractForm` with that as its `onSaved`.
 */
export function useDialogForm<TValues extends object, TResult>(
  options: Omit<ContractFormOptions<TValues, TResult>, 'onSaved'> & {
    onClose: () => void;
    confirm: (result: TResult, values: TValues) => string;
  },
) {
  const { onClose, confirm, ...form } = options;
  return useContractForm({
    ...form,
    onSaved: (result, values) => {
      toast(confirm(result, values));
      onClose();
    },
  });
}

/** A dialog's text: fixed, or made from the dialog's props. */
type DialogText<P> = ReactNode | ((props: P) => ReactNode);

/**
 * The dialog of a form that opens and closes (`open`, `onOpenChange`): the form mounts afresh
 * each time it opens, so it starts from its defaults and not from what was typed last time.
 * `export const RenameTeamDialog = dialogOf(RenameTeamForm, { title: 'Rename team', … })`;
 * the dialog takes the form's props and `open`; the form closes it with `onOpenChange(false)`.
 */
export function dialogOf<P extends { onOpenChange: (open: boolean) => void }>(
  Form: ComponentType<P>,
  frame: {
    title: DialogText<P>;
    description: DialogText<P>;
    size?: ComponentProps<typeof DialogFrame>['size'];
  },
) {
  return function FormInDialog(props: P & { open: boolean }) {
    const text = (value: DialogText<P>) => (typeof value === 'function' ? value(props) : value);
    return (
      <DialogFrame
        open={props.open}
        onOpenChange={props.onOpenChange}
        title={text(frame.title)}
        description={text(frame.description)}
        {...(frame.size ? { size: frame.size } : {})}
      >
        {props.open ? <Form {...props} /> : null}
      </DialogFrame>
    );
  };
}
