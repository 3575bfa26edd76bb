import type { ComponentType, ReactNode } from 'react';
import { FormRefusal } from '@/components/form/form-refusal';
import { DialogActions } from '@/components/ui/dialog-frame';
import { formStyles } from '@/components/ui/form-styles';

/** The parts of a form from `useContractForm` that its end needs. */
interface SubmittingForm {
  AppForm: ComponentType<{ children?: ReactNode }>;
  SubmitButton: ComponentType<{ pendingLabel?: string; children: ReactNode }>;
}

/**
 * How a form ends: the whole form's refusal (a failure that names no field), then
 * its submit button, which says `pendingLabel` while the save runs; in a dialog, among the
 * dialog's actions.
 */
export function FormEnd(props: {
  form: SubmittingForm;
  refusal: string | undefined;
  submit: string;
  pendingLabel?: string;
  inDialog?: boolean;
}) {
  const { form } = props;
  const button = (
    <form.AppForm>
      <form.SubmitButton {...(props.pendingLabel ? { pendingLabel: props.pendingLabel } : {})}>
        {props.submit}
      </form.SubmitButton>
    </form.AppForm>
  );
  return (
    <>
      <FormRefusal message={props.refusal} />
      {props.inDialog ? (
        <DialogActions>{button}</DialogActions>
      ) : (
        <div className={formStyles.actions}>{button}</div>
      )}
    </>
  );
}
