import type { ReactNode } from 'react';
import { buttonClass } from './button';

/** A form's submit button; while the request runs it is disabled and may say so. */
export function SubmitButton(props: {
  pending?: boolean;
  /** What it says while pending, such as "Saving…"; the label stays when not given. */
  pendingLabel?: string;
  disabled?: boolean;
  tone?: 'primary' | 'danger';
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={buttonClass(props.tone === 'danger' ? 'danger' : 'primary')}
      disabled={props.pending || props.disabled}
    >
      {props.pending && props.pendingLabel ? props.pendingLabel : props.children}
    </button>
  );
}
