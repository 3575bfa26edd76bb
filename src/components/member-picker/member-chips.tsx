import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './member-chips.module.css';

/** The people chosen in a picker, as a list of chips; `label` names the list. */
export function MemberChips(props: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.chips} aria-label={props.label}>
      {props.children}
    </ul>
  );
}

/** One chosen person: the name and a button that removes them. */
export function MemberChip(props: {
  name: string;
  title?: string;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <li className={styles.chip} title={props.title}>
      {props.name}
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${props.name}`}
        disabled={props.disabled}
        onClick={props.onRemove}
      >
        <X size={14} aria-hidden="true" />
      </button>
    </li>
  );
}
