import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import styles from './field.module.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A label, a control, a hint and an error tied together by ids, so a screen reader reads the
 * error with the control and Playwright can find the control by its label.
 */
export function Field(props: {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = describedByOf(props.hint ? hintId : null, props.error ? errorId : null);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {props.children({
        id,
        'aria-invalid': Boolean(props.error),
        'aria-describedby': describedBy,
      })}
      {props.hint ? (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}

/**
 * The props of a labelled text control (TextField, TextAreaField): the element's own attributes
 * `A` but those the Field wires, and the label, hint, error and the text as a string.
 */
export type TextControlProps<A> = Omit<
  A,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
};

export function FieldError(props: { id?: string; message: string | undefined }) {
  if (!props.message) return null;
  return (
    <p id={props.id} className={styles.error} role="alert">
      {props.message}
    </p>
  );
}

/** The `aria-describedby` of a control: the ids of the parts it shows, or none. */
export function describedByOf(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** After React paints the messages, moves focus to the form's first invalid control. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** What a text control gets from TextControlField: the Field's wiring, its class and its text. */
export interface WiredTextControl extends FieldControlProps {
  className: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * The Field around one text control (an input, a textarea): `draw` renders the control with the
 * element's own attributes and the wiring, so the label, hint, error, class and the text handed
 * back as a string are set up in one place for every kind of text control.
 */
export function TextControlField<A extends { className?: string | undefined }>(props: {
  control: TextControlProps<A>;
  draw: (
    own: Omit<TextControlProps<A>, 'label' | 'hint' | 'error' | 'value' | 'onChange' | 'className'>,
    wired: WiredTextControl,
  ) => ReactNode;
}) {
  const { label, hint, error, value, onChange, className, ...own } = props.control;
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) =>
        props.draw(own, {
          ...control,
          className: cx(styles.control, className),
          value,
          onChange: (event) => onChange(event.target.value),
        })
      }
    </Field>
  );
}
