import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';
import { cx } from '@/lib/class-names';
import styles from './field.module.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>;

/**
 * A labelled one-line input: the Field's label, hint and error wired to it, and the typed text
 * handed back as a string. Other input attributes (type, autoFocus, readOnly…) pass through.
 */
export function TextField(
  props: InputProps & {
    label: string;
    hint?: ReactNode;
    error?: string | undefined;
    value: string;
    onChange: (value: string) => void;
  },
) {
  const { label, hint, error, value, onChange, className, ...input } = props;
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={cx(styles.control, className)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
