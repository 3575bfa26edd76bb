import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form';
import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { SwitchField } from '@/components/ui/switch-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';

/**
 * The one form layer of the console: TanStack Form (docs/decisions/0017) with the shared field
 * components bound to it. A screen writes `<form.AppField name="title">{(field) =>
 * <field.TextField label="Title" />}</form.AppField>` and gets value, change, blur and the
 * error wired; `useContractForm` adds the contract's rules and the backend's refusals.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts();

/**
 * The message a field shows: its first error, once the person has left the field or tried to
 * submit, so nobody is told off while still typing the first characters.
 */
export function useShownError(): string | undefined {
  const field = useFieldContext<unknown>();
  const attempts = useStore(field.form.store, (state) => state.submissionAttempts);
  const meta = field.state.meta;
  if (!meta.isBlurred && attempts === 0 && meta.errorMap.onSubmit === undefined) return undefined;
  const first: unknown = meta.errors.find((error) => error !== undefined && error !== null);
  return typeof first === 'string' ? first : undefined;
}

type Bound<P> = Omit<P, 'value' | 'onChange' | 'error' | 'checked' | 'onCheckedChange'>;

function BoundTextField(props: Bound<ComponentProps<typeof TextField>>) {
  const field = useFieldContext<string>();
  const error = useShownError();
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={error}
    />
  );
}

function BoundTextAreaField(props: Bound<ComponentProps<typeof TextAreaField>>) {
  const field = useFieldContext<string>();
  const error = useShownError();
  return (
    <TextAreaField
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={error}
    />
  );
}

function BoundSelectField<T extends string | number>(
  props: Bound<ComponentProps<typeof SelectField<T>>>,
) {
  const field = useFieldContext<T>();
  const error = useShownError();
  return (
    <SelectField<T>
      {...props}
      value={field.state.value}
      onChange={field.handleChange}
      error={error}
    />
  );
}

function BoundSwitchField(props: Bound<ComponentProps<typeof SwitchField>>) {
  const field = useFieldContext<boolean>();
  return (
    <SwitchField {...props} checked={field.state.value} onCheckedChange={field.handleChange} />
  );
}

/** Disabled and saying so while the form's save runs. */
function BoundSubmitButton(props: Omit<ComponentProps<typeof SubmitButton>, 'pending'>) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return <SubmitButton {...props} pending={submitting} />;
}

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: BoundTextField,
    TextAreaField: BoundTextAreaField,
    SelectField: BoundSelectField,
    SwitchField: BoundSwitchField,
  },
  formComponents: { SubmitButton: BoundSubmitButton },
});
