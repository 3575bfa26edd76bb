import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';

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
    <div className="switch-field">
      <div>
        <label htmlFor={id} className="field-label">
          {props.label}
        </label>
        {props.description ? (
          <p id={`${id}-description`} className="field-hint">
            {props.description}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        className="switch"
        checked={props.checked}
        onCheckedChange={props.onCheckedChange}
        disabled={props.disabled}
        aria-describedby={props.description ? `${id}-description` : undefined}
      >
        <Switch.Thumb className="switch-thumb" />
      </Switch.Root>
    </div>
  );
}
