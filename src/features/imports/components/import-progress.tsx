import { Check } from 'lucide-react';
import { cx } from '@/lib/class-names';
import type { ImportRun } from '../api/import-queries';
import {
  importStatusLabels,
  importSteps,
  pagesProgress,
  stoppedStepLabel,
} from '../import-run-view';
import styles from './imports.module.css';

type StepState = 'done' | 'current' | 'stopped' | 'upcoming';

/** Where each of Queued, Importing, Done stands for the run. */
function stepStates(run: Pick<ImportRun, 'status' | 'totalPages'>): StepState[] {
  switch (run.status) {
    case 'pending':
      return ['current', 'upcoming', 'upcoming'];
    case 'in-progress':
      return ['done', 'current', 'upcoming'];
    case 'completed':
      return ['done', 'done', 'done'];
    // A run that never reached the site stopped while queued.
    case 'failed':
    case 'cancelled':
      return run.totalPages === undefined
        ? ['stopped', 'upcoming', 'upcoming']
        : ['done', 'stopped', 'upcoming'];
  }
}

const stepClass: Record<StepState, string | undefined> = {
  done: styles.stepDone,
  current: styles.stepCurrent,
  stopped: styles.stepStopped,
  upcoming: undefined,
};

/** The steps, Queued → Importing → Done, and the pages so far against the total. */
export function ImportProgress(props: { run: ImportRun }) {
  const { run } = props;
  const states = stepStates(run);
  const total = run.totalPages;
  const percent = total ? Math.round((run.pages.length / total) * 100) : 0;
  return (
    <>
      <ol className={styles.steps} aria-label="Import steps">
        {importSteps.map((step, index) => {
          const state = states[index] ?? 'upcoming';
          const stopped = state === 'stopped';
          return (
            <li
              key={step}
              className={cx(styles.step, stepClass[state])}
              aria-current={state === 'current' || stopped ? 'step' : undefined}
            >
              {state === 'done' ? <Check size={14} aria-hidden="true" /> : null}
              {stopped ? stoppedStepLabel(run) : importStatusLabels[step]}
              <span className="visually-hidden">
                {state === 'done' ? ' (done)' : state === 'upcoming' ? ' (not yet)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <div className={styles.progress}>
        <span id={`progress-${run.id}`}>{pagesProgress(run)}</span>
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby={`progress-${run.id}`}
          aria-valuemin={0}
          aria-valuemax={total ?? 0}
          aria-valuenow={run.pages.length}
          aria-valuetext={pagesProgress(run)}
        >
          <div className={styles.barFill} style={{ width: `${percent}%` }} />
        </div>
      </div>
    </>
  );
}
