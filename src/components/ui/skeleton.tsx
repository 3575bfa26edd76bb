import { cx } from '@/lib/class-names';
import styles from './skeleton.module.css';

/** Placeholder blocks while a route loads; announced once as "Loading" instead of per block. */
export function PageSkeleton(props: { label?: string }) {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className="visually-hidden">{props.label ?? 'Loading…'}</span>
      <div className={cx(styles.block, styles.title)} />
      <div className={cx(styles.block, styles.line)} />
      <div className={cx(styles.block, styles.line, styles.short)} />
      <div className={cx(styles.block, styles.tall)} />
    </div>
  );
}
