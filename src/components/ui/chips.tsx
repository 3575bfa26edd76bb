import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import styles from './chips.module.css';

/** Chosen values (people in a picker, email domains) as a list of chips; `label` names it. */
export function Chips(props: { label: string; className?: string; children: ReactNode }) {
  return (
    <ul className={cx(styles.chips, props.className)} aria-label={props.label}>
      {props.children}
    </ul>
  );
}

/** One chosen value: its name and a button that removes it. */
export function Chip(props: {
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
