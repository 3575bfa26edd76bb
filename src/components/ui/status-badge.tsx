import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import styles from './surface.module.css';

export type StatusTone = 'on' | 'off' | 'warning' | 'danger' | 'info';

const toneClass: Record<StatusTone, string | undefined> = {
  on: styles.statusOn,
  off: styles.statusOff,
  warning: styles.statusWarning,
  danger: styles.statusDanger,
  info: styles.statusInfo,
};

/** A state in a pill ("Published", "Needs configuration"); the words carry the meaning, the tint helps. */
export function StatusBadge(props: { tone: StatusTone; children: ReactNode }) {
  return <span className={cx(styles.status, toneClass[props.tone])}>{props.children}</span>;
}
