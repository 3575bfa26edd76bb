import type { TextareaHTMLAttributes } from 'react';
import { Field, type TextControlProps } from './field';
import { cx } from '@/lib/class-names';
import styles from './field.module.css';

/** A labelled multi-line input, the TextField's sibling for longer text. */
export function TextAreaField(
  props: TextControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { label, hint, error, value, onChange, className, rows, ...textarea } = props;
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          rows={rows ?? 3}
          className={cx(styles.control, className)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
