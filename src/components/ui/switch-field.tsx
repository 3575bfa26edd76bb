import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import styles from './field.module.css';

/** A labelled on/off control; the label and description are read with the switch. */
export function SwitchField(props: {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
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
      <Switch.Root
        id={id}
        className={styles.switch}
        checked={props.checked}
        onCheckedChange={props.onCheckedChange}
        disabled={props.disabled}
        aria-describedby={props.description ? `${id}-description` : undefined}
      >
        <Switch.Thumb className={styles.thumb} />
      </Switch.Root>
    </div>
  );
}
