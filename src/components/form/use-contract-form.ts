import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-error';
import { fieldErrorOf } from '@/lib/forms/field-error';
import { useAppForm } from './form-hook';

export interface ContractFormOptions<TValues extends object, TResult> {
  /** What the form edits, as typed: strings stay strings so a failed save never loses input. */
  defaultValues: TValues;
  /** Sends the values (usually a mutation's `mutateAsync`); rejects with the ApiError. */
  save: (values: TValues) => Promise<TResult>;
  /** After a save the server accepted: reset to what it answered, confirm, navigate. */
  onSaved?: (result: TResult, values: TValues) => void;
  /**
   * The form field a refused body field belongs to, from its JSON pointer's path
   * (`['mergeRules', 'rules', '0', 'users']`). By default its first segment, when the form has
   * a field of that name; anything else becomes the whole form's message.
   */
  fieldOf?: (path: readonly string[]) => string | undefined;
}

/**
 * A form on the console's one form layer: TanStack Form with the shared fields, the contract's
 * rules on each field (`validators={{ onChange: validateWith(rule) }}`), and one place that
 * turns a refused save into a message next to its field (by the pointer the backend puts
 * first, docs/decisions/0011) or above the form. What the person typed stays on any failure.
 */
export function useContractForm<TValues extends object, TResult>(
  options: ContractFormOptions<TValues, TResult>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<string>();
  // The value each field had when the backend refused it, with the message, until it changes.
  const refused = useRef(new Map<string, { value: unknown; message: string }>());
  const form = useAppForm({
    defaultValues: options.defaultValues,
    listeners: {
      // TanStack Form drops a field's submit error on any later check, leaving the field
      // included. A refusal is about the value, so it stays until the value changes: dropped on
      // blur, the message vanished as the person pressed Cancel, the dialog shrank and the
      // button moved out from under the pointer before the click landed.
      onBlur: ({ fieldApi }) => {
        const kept = refused.current.get(fieldApi.name);
        if (!kept || fieldApi.state.meta.errorMap.onSubmit !== undefined) return;
        if (!Object.is(fieldApi.state.value, kept.value)) {
          refused.current.delete(fieldApi.name);
          return;
        }
        fieldApi.setMeta((meta) => ({
          ...meta,
          errorMap: { ...meta.errorMap, onSubmit: kept.message },
        }));
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setRefusal(undefined);
      let result: TResult;
      try {
        result = await options.save(value);
      } catch (error) {
        const field = fieldErrorOf(error);
        const name = field
          ? (options.fieldOf?.(field.path) ?? defaultFieldOf(value, field.path))
          : undefined;
        if (field && name !== undefined && formApi.getFieldInfo(name as never)?.instance) {
          refused.current.set(name, {
            value: formApi.getFieldValue(name as never),
            message: field.message,
          });
          // The submit slot of the field's errors: TanStack Form clears it as soon as the person
          // changes the field, so the message goes away when they act on it.
          formApi.setFieldMeta(name as never, (meta) => ({
            ...meta,
            errorMap: { ...meta.errorMap, onSubmit: field.message },
          }));
        } else {
          setRefusal(errorMessage(error));
        }
        focusFirstInvalid(formRef.current);
        return;
      }
      options.onSaved?.(result, value);
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    // Every submit checks every field, even when one is already known to be wrong.
    canSubmitWhenInvalid: true,
  });
  return {
    form,
    /** The whole form's message: a refusal that names no field of this form. */
    refusal,
    /** Spread on the `<form>` element. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit();
      },
    },
  };
}

function defaultFieldOf(values: object, path: readonly string[]): string | undefined {
  const first = path[0];
  return first !== undefined && first in values ? first : undefined;
}
