import { useId } from 'react';
import styles from './field.module.css';

/**
 * A labelled on/off control; the label and description are read with the switch. A plain
 * `button role="switch"` (what Radix's Switch renders), so forms do not load Radix.
 */
export function SwitchField(props: {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const state = props.checked ? 'checked' : 'unchecked';
  return (
    <div className={styles.switchField}>
      <div>
        <label htmlFor={id} className={styles.label}>
          {props.label}
        </label>
        {props.description ? (
          <p id={`${id}-description`} className={styles.hint}>
            {props.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        id={id}
        className={styles.switch}
        aria-checked={props.checked}
        data-state={state}
        data-disabled={props.disabled ? '' : undefined}
        disabled={props.disabled}
        onClick={() => props.onCheckedChange(!props.checked)}
        aria-describedby={props.description ? `${id}-description` : undefined}
      >
        <span className={styles.thumb} data-state={state} />
      </button>
    </div>
  );
}
