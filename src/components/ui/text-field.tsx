import type { InputHTMLAttributes } from 'react';
import { Field, type TextControlProps } from './field';
import { cx } from '@/lib/class-names';
import styles from './field.module.css';

/**
 * A labelled one-line input: the Field's label, hint and error wired to it, and the typed text
 * handed back as a string. Other input attributes (type, autoFocus, readOnly…) pass through.
 */
export function TextField(props: TextControlProps<InputHTMLAttributes<HTMLInputElement>>) {
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
