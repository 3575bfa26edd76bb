import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { backendControl, type BackendFaults } from '../api/backend-control';

const hour = 60 * 60 * 1000;
const steps = [
  { label: '+1 hour', ms: hour },
  { label: '+1 day', ms: 24 * hour },
  { label: '+7 days', ms: 7 * 24 * hour },
];

const statusChoices: SelectOption<BackendFaults['status']>[] = [
  { value: 500, label: '500 Internal Server Error' },
  { value: 503, label: '503 Service Unavailable' },
  { value: 429, label: '429 Too Many Requests' },
];

function formatNow(now: string | undefined): string {
  if (!now) return '…';
  const date = new Date(now);
  return Number.isNaN(date.getTime())
    ? now
    : date.toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Demo only: reset the data, move the backend's clock, and inject latency or errors. */
export function BackendPanel() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState<string>();
  const [latency, setLatency] = useState('0');
  const [errorRate, setErrorRate] = useState('0');
  const [status, setStatus] = useState<BackendFaults['status']>(500);
  const [faultErrors, setFaultErrors] = useState<{ latency?: string; errorRate?: string }>({});
  const [error, setError] = useState<string>();

  const refreshEverything = async () => {
    // The whole backend changed under every cached answer (new data, or a new "now" that moves
    // time-driven states), so here, and only here, every query is invalidated at once.
    await queryClient.invalidateQueries();
    await router.invalidate();
  };

  const load = async () => {
    setError(undefined);
    try {
      const [clock, faults] = await Promise.all([backendControl.clock(), backendControl.faults()]);
      setNow(clock.now);
      setLatency(String(faults.latencyMs));
      setErrorRate(String(faults.errorRate));
      setStatus(faults.status);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const advance = async (ms: number, label: string) => {
    try {
      const clock = await backendControl.advanceClock(ms);
      setNow(clock.now);
      toast(`Clock moved ${label}`, {
        description: `Backend time is now ${formatNow(clock.now)}.`,
      });
      await refreshEverything();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const reset = async () => {
    try {
      await backendControl.reset();
      toast('Demo data reset');
      await load();
      await refreshEverything();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const applyFaults = async (event: FormEvent) => {
    event.preventDefault();
    const latencyMs = Number(latency);
    const rate = Number(errorRate);
    const problems: { latency?: string; errorRate?: string } = {};
    if (
      latency.trim() === '' ||
      !Number.isInteger(latencyMs) ||
      latencyMs < 0 ||
      latencyMs > 60_000
    ) {
      problems.latency = 'Enter whole milliseconds from 0 to 60000.';
    }
    if (errorRate.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
      problems.errorRate = 'Enter a share from 0 (never) to 1 (always).';
    }
    setFaultErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await backendControl.setFaults({ latencyMs, errorRate: rate, status });
      toast('Faults applied', {
        description:
          rate > 0
            ? `${Math.round(rate * 100)}% of requests now fail with ${status}.`
            : 'Requests no longer fail on purpose.',
      });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <DialogFrame
      trigger={
        <button type="button" className="button button-secondary button-small">
          Backend
        </button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
      title="Demo backend"
      description="The platform running in this tab. Changes here affect only this demo."
    >
      <section className="panel-section" aria-labelledby="backend-clock">
        <h3 id="backend-clock" className="panel-heading">
          Clock
        </h3>
        <p>
          Backend time: <strong data-testid="backend-now">{formatNow(now)}</strong>
        </p>
        <div className="button-row" role="group" aria-label="Move the clock forward">
          {steps.map((step) => (
            <button
              key={step.label}
              type="button"
              className="button button-secondary button-small"
              onClick={() => void advance(step.ms, step.label)}
            >
              {step.label}
            </button>
          ))}
        </div>
      </section>

      <section className="panel-section" aria-labelledby="backend-faults">
        <h3 id="backend-faults" className="panel-heading">
          Faults
        </h3>
        <form onSubmit={(event) => void applyFaults(event)} noValidate className="faults-form">
          <TextField
            label="Latency (ms)"
            error={faultErrors.latency}
            type="number"
            min={0}
            step={50}
            value={latency}
            onChange={setLatency}
          />
          <TextField
            label="Error rate (0 to 1)"
            error={faultErrors.errorRate}
            type="number"
            min={0}
            max={1}
            step={0.1}
            value={errorRate}
            onChange={setErrorRate}
          />
          <SelectField
            label="Error status"
            value={status}
            options={statusChoices}
            onChange={setStatus}
          />
          <button type="submit" className="button button-primary">
            Apply faults
          </button>
        </form>
      </section>

      <section className="panel-section" aria-labelledby="backend-reset">
        <h3 id="backend-reset" className="panel-heading">
          Data
        </h3>
        <ConfirmDialog
          trigger={
            <button type="button" className="button button-danger">
              Reset demo data
            </button>
          }
          title="Reset the demo data?"
          description="Every change made in this demo is lost and the sample data comes back."
          confirmLabel="Reset"
          tone="danger"
          onConfirm={() => void reset()}
        />
      </section>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <DialogActions closeLabel="Close" />
    </DialogFrame>
  );
}
