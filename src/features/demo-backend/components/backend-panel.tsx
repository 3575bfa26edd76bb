import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { FastForward, RotateCcw, Server } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, buttonRowClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FieldError } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { backendControl, type BackendFaults } from '../api/backend-control';
import styles from './backend-panel.module.css';
import { FaultsForm } from './faults-form';

const hour = 60 * 60 * 1000;
const steps = [
  { label: '+1 hour', ms: hour },
  { label: '+1 day', ms: 24 * hour },
  { label: '+7 days', ms: 7 * 24 * hour },
];

/** Demo only: reset the data, move the backend's clock, and inject latency or errors. */
export function BackendPanel() {
  return (
    <DialogFrame
      trigger={
        <Button size="small">
          <Server aria-hidden="true" size={16} />
          {/* Its own element: on a phone the header shows the icon only (shell.module.css). */}
          <span>Backend</span>
        </Button>
      }
      title="Demo backend"
      description="The platform running in this tab. Changes here affect only this demo."
    >
      <BackendControls />
      <DialogActions closeLabel="Close" />
    </DialogFrame>
  );
}

/** The panel's content, mounted while it is open: it reads the clock and faults then. */
function BackendControls() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [now, setNow] = useState<string>();
  const [faults, setFaults] = useState<BackendFaults>();
  // Which faults form is shown: a reset brings the backend's own values back into a new one.
  const [loads, setLoads] = useState(0);
  const [error, setError] = useState<string>();

  const fail = (failure: unknown) => setError(errorMessage(failure));
  const load = async () => {
    const [clock, current] = await Promise.all([backendControl.clock(), backendControl.faults()]);
    setNow(clock.now);
    setFaults(current);
    setLoads((count) => count + 1);
  };
  useEffect(() => {
    load().catch(fail);
  }, []);

  const refreshEverything = async () => {
    // The whole backend changed under every cached answer (new data, or a new "now" that moves
    // time-driven states), so here, and only here, every query is invalidated at once.
    await queryClient.invalidateQueries();
    await router.invalidate();
  };

  const advance = async (ms: number, label: string) => {
    setError(undefined);
    const clock = await backendControl.advanceClock(ms);
    setNow(clock.now);
    // One notice of the clock, however far each move went: the latest says the time.
    toast(`Clock moved ${label}`, {
      key: 'backend-clock',
      description: `Backend time is now ${formatDateTime(clock.now)}.`,
    });
    await refreshEverything();
  };

  const reset = async () => {
    setError(undefined);
    await backendControl.reset();
    toast('Demo data reset');
    await load();
    await refreshEverything();
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="backend-clock">
        <h3 id="backend-clock" className={styles.heading}>
          Clock
        </h3>
        <p>
          Backend time: <strong data-testid="backend-now">{now ? formatDateTime(now) : '…'}</strong>
        </p>
        <div className={buttonRowClass} role="group" aria-label="Move the clock forward">
          {steps.map((step) => (
            <Button
              key={step.label}
              size="small"
              onClick={() => void advance(step.ms, step.label).catch(fail)}
            >
              <FastForward aria-hidden="true" size={14} />
              {step.label}
            </Button>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="backend-faults">
        <h3 id="backend-faults" className={styles.heading}>
          Faults
        </h3>
        {faults ? <FaultsForm key={loads} faults={faults} /> : <p className="muted">Loading…</p>}
      </section>

      <section className={styles.section} aria-labelledby="backend-reset">
        <h3 id="backend-reset" className={styles.heading}>
          Data
        </h3>
        <ConfirmDialog
          trigger={
            <Button variant="danger">
              <RotateCcw aria-hidden="true" size={16} />
              Reset demo data
            </Button>
          }
          title="Reset the demo data?"
          description="Every change made in this demo is lost and the sample data comes back."
          confirmLabel="Reset"
          tone="danger"
          onConfirm={() => void reset().catch(fail)}
        />
      </section>
      <FieldError message={error} />
    </>
  );
}
