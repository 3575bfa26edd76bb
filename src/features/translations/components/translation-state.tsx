import { StatusBadge } from '@/components/ui/status-badge';
import type { Translation } from '../api/translation-queries';
import { translationStatus } from '../translation-status';
import styles from './translation-state.module.css';

/**
 * The state in words ("Queued", "Translating", "Completed"), and while a run is under way a
 * progress bar and the time left, on the backend's clock `now`.
 */
export function TranslationState(props: {
  translation: Pick<Translation, 'status' | 'progress' | 'currentRun'>;
  now: number;
  /** Names the progress bar: "Translating Engineering Handbook into French". */
  label: string;
}) {
  const view = translationStatus(props.translation, props.now);
  return (
    <div className={styles.state}>
      <span>
        <StatusBadge tone={view.tone}>
          {view.label}
          {view.progress !== undefined ? ` · ${view.progress} %` : null}
        </StatusBadge>
      </span>
      {view.progress !== undefined ? (
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={props.label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={view.progress}
        >
          <div className={styles.fill} style={{ width: `${view.progress}%` }} />
        </div>
      ) : null}
      {view.detail ? <span className={styles.detail}>{view.detail}</span> : null}
    </div>
  );
}
