import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import styles from './surface.module.css';

/** A sentence that explains the page's state (read-only, locked, failed), in a tinted box. */
export function Notice(props: {
  tone?: 'info' | 'danger' | 'warning';
  role?: 'note' | 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div
      role={props.role ?? 'note'}
      className={cx(
        styles.notice,
        props.tone === 'danger' && styles.noticeDanger,
        props.tone === 'warning' && styles.noticeWarning,
      )}
    >
      {props.children}
    </div>
  );
}
