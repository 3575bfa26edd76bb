import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form';
import type { ComponentProps, ComponentType } from 'react';
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

export type Bound<P> = Omit<P, 'value' | 'onChange' | 'error' | 'checked' | 'onCheckedChange'>;

/** The props a text control takes from the field it is bound to. */
interface TextBinding {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * A text control bound to the field of its context: name, value, change, blur and the shown
 * error wired, every other prop passed through.
 */
function bindText<P extends TextBinding>(Control: ComponentType<P>) {
  return function BoundText(props: Bound<P>) {
    const field = useFieldContext<string>();
    const binding = {
      name: field.name,
      value: field.state.value,
      onChange: field.handleChange,
      onBlur: field.handleBlur,
      error: useShownError(),
    };
    // Bound<P> is P without the bound props; putting them back makes a whole P again.
    return <Control {...({ ...props, ...binding } as unknown as P)} />;
  };
}

export const BoundTextField = bindText<ComponentProps<typeof TextField>>(TextField);
export const BoundTextAreaField = bindText<ComponentProps<typeof TextAreaField>>(TextAreaField);

export function BoundSelectField<T extends string | number>(
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

export function BoundSwitchField(props: Bound<ComponentProps<typeof SwitchField>>) {
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
