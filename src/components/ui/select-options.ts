import type { SelectOption } from './select-field';

/*
 * Without the select component, so the search modules that routes load to read their URLs can
 * build their choices without pulling a control into the first download.
 */

/**
 * The options of a fixed list of values, in its order, each in its words: `labelledOptions(roles,
 * roleLabel)` or `labelledOptions(editModes, { live: 'Live', locked: 'Locked' })`.
 */
export function labelledOptions<T extends string | number>(
  values: readonly T[],
  labels: ((value: T) => string) | Readonly<Record<T, string>>,
): SelectOption<T>[] {
  return values.map((value) => ({
    value,
    label: typeof labels === 'function' ? labels(value) : labels[value],
  }));
}
