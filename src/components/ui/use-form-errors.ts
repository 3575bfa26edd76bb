import { useState, type RefObject } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import { focusFirstInvalid } from './field';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The messages of a form that checks before sending: each next to its field, or one for the
 * whole form. A refused request (400) lands next to the field its message names, which
 * `fieldOf` finds; focus goes to the first invalid control either way.
 */
export function useFormErrors<F extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  fieldOf: (message: string) => F | undefined,
) {
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [formError, setFormError] = useState<string>();
  return {
    errors,
    formError,
    /** Shows the problems found before sending; true when there are none. */
    check(problems: FormErrors<F>): boolean {
      setFormError(undefined);
      setErrors(problems);
      if (Object.keys(problems).length === 0) return true;
      focusFirstInvalid(formRef.current);
      return false;
    },
    /** Shows why a request failed. */
    fail(error: unknown) {
      const field = isApiError(error) && error.status === 400 ? fieldOf(error.message) : undefined;
      if (!field) {
        setFormError(errorMessage(error));
        return;
      }
      const next: FormErrors<F> = {};
      next[field] = errorMessage(error);
      setErrors(next);
      focusFirstInvalid(formRef.current);
    },
    clear() {
      setErrors({});
      setFormError(undefined);
    },
  };
}
