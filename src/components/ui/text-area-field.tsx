import type { TextareaHTMLAttributes } from 'react';
import { TextControlField, type TextControlProps } from './field';

/** A labelled multi-line input, the TextField's sibling for longer text. */
export function TextAreaField(
  props: TextControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  return (
    <TextControlField
      control={props}
      draw={({ rows, ...textarea }, wired) => (
        <textarea {...textarea} {...wired} rows={rows ?? 3} />
      )}
    />
  );
}
