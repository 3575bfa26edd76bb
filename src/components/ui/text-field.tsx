import type { InputHTMLAttributes } from 'react';
import { TextControlField, type TextControlProps } from './field';

/**
 * A labelled one-line input: the Field's label, hint and error wired to it, and the typed text
 * handed back as a string. Other input attributes (type, autoFocus, readOnly…) pass through.
 */
export function TextField(props: TextControlProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <TextControlField control={props} draw={(input, wired) => <input {...input} {...wired} />} />
  );
}
