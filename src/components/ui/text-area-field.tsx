import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from './field';
import { cx } from '@/lib/class-names';
import styles from './field.module.css';

type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>;

/** A labelled multi-line input, the TextField's sibling for longer text. */
export function TextAreaField(
  props: TextAreaProps & {
    label: string;
    hint?: ReactNode;
    error?: string | undefined;
    value: string;
    onChange: (value: string) => void;
  },
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
