import type { FormEvent, ReactNode, Ref } from 'react';
import { Card } from '@/components/ui/card';
import { FormEnd } from './form-end';
import { FormFields, type FieldHost, type FieldSpec } from './form-fields';

/** What `useContractForm` returns, as far as the form element and its end need it. */
export interface ContractFormParts {
  form: Parameters<typeof FormEnd>[0]['form'] & FieldHost<object>;
  refusal: string | undefined;
  formProps: {
    ref: Ref<HTMLFormElement>;
    noValidate: boolean;
    onSubmit: (event: FormEvent) => void;
  };
}

/**
 * A form of the one form layer, whole: the element wired by `useContractForm`, the `fields` of
 * a list and then any children, and its end (the refusal and the submit button, among the
 * dialog's actions with `inDialog`). Screens write their fields and the words of the button only.
 */
export function ContractForm<TValues extends object>(props: {
  of: ContractFormParts & { form: FieldHost<TValues> };
  submit: string;
  pendingLabel?: string;
  inDialog?: boolean;
  /** The form's accessible name, where the page has several. */
  label?: string;
  fields?: readonly FieldSpec<keyof TValues & string>[];
  children?: ReactNode;
}) {
  const { form, refusal, formProps } = props.of;
  return (
    <form {...formProps} {...(props.label ? { 'aria-label': props.label } : {})}>
      {props.fields ? <FormFields form={props.of.form} fields={props.fields} /> : null}
      {props.children}
      <FormEnd
        form={form}
        refusal={refusal}
        submit={props.submit}
        {...(props.pendingLabel ? { pendingLabel: props.pendingLabel } : {})}
        {...(props.inDialog ? { inDialog: true } : {})}
      />
    </form>
  );
}

/**
 * A settings form in the card that settings pages show it in: the `fields` of a list and then
 * any children, and "Save settings" at its end, saying "Saving…" while the save runs.
 */
export function SettingsCard<TValues extends object>(props: {
  of: ContractFormParts & { form: FieldHost<TValues> };
  /** The form's accessible name, where the page has several. */
  label?: string;
  fields?: readonly FieldSpec<keyof TValues & string>[];
  children?: ReactNode;
}) {
  return (
    <Card title="Settings">
      <ContractForm
        of={props.of}
        submit="Save settings"
        pendingLabel="Saving…"
        {...(props.label ? { label: props.label } : {})}
        {...(props.fields ? { fields: props.fields } : {})}
      >
        {props.children}
      </ContractForm>
    </Card>
  );
}
