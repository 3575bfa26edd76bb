import type { ReactNode } from 'react';
import { Field } from './field';
import styles from './field.module.css';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
  disabled?: boolean;
}

/**
 * A labelled select over a fixed list: the Field's label, hint and error wired to it, and the
 * chosen option handed back with its own type, so callers need no cast or lookup.
 */
export function SelectField<T extends string | number>(props: {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  disabled?: boolean;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <select
          {...control}
          className={styles.control}
          value={props.value}
          disabled={props.disabled}
          onChange={(event) => {
            const chosen = props.options.find(
              (option) => String(option.value) === event.target.value,
            );
            if (chosen) props.onChange(chosen.value);
          }}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** An option's label indented by its depth in a tree: an option holds text only, no markup. */
export const indentedLabel = (label: string, depth: number) =>
  `${'\u2003'.repeat(depth + 1)}${label}`;

/**
 * The options of a choice among titled items (spaces, teams, organizations), after a first
 * option worth '' that prompts for a choice or means none.
 */
export function titledOptions(
  first: string,
  items: readonly { id: string; title: string }[],
): SelectOption<string>[] {
  return [
    { value: '', label: first },
    ...items.map((item) => ({ value: item.id, label: item.title })),
  ];
}
