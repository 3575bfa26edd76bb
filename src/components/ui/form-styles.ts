import styles from './field.module.css';

/**
 * Classes for form markup a screen writes itself (a checkbox list, a one-line search form, a
 * fieldset that disables a card's controls): the same look as the shared fields.
 */
export const formStyles = {
  /** A text input, select or textarea. */
  control: styles.control,
  label: styles.label,
  hint: styles.hint,
  fieldset: styles.fieldset,
  /** A fieldset that only groups: its children stacked with a gap, no border. */
  group: styles.group,
  checkbox: styles.checkbox,
  /** Label column, control column. */
  row: styles.row,
  /** A one-line form: growing control(s), then its button. */
  inline: styles.inline,
  /** The row of a form's buttons, under its fields. */
  actions: styles.actions,
};
