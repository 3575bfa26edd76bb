import type { ReactNode } from 'react';
import styles from './surface.module.css';

/** What an empty list says instead of nothing, with what to do next. */
export function EmptyState(props: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.emptyState}>
      <p className={styles.emptyStateTitle}>{props.title}</p>
      {props.children}
    </div>
  );
}
