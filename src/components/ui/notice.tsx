import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { errorMessage } from '@/lib/api-error';
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

/** Why a read or an action failed, in words, announced as it appears. */
export function ErrorNotice(props: { error: unknown }) {
  return (
    <Notice tone="danger" role="alert">
      {errorMessage(props.error)}
    </Notice>
  );
}
