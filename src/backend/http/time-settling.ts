import {
  type BackendState,
  changing,
  settleTimeDrivenState,
  stateRevision,
  trackChanges,
} from '../core/index.ts';
import type { OperationRuntime } from './operation-route.ts';

/**
 * Where the time-driven records were last settled, per state: the revision it was left at and
 * the backend clock's millisecond. Settling is idempotent for a given state and time, so a
 * request of the same millisecond that finds the state unchanged since has nothing to settle.
 */
const lastSettled = new WeakMap<BackendState, { revision: number; ms: number }>();

/**
 * Brings time-driven records up to date (domain/time-driven.ts) and reports a change when it
 * made one. With `reuseAnswers` (the API server, where the state changes only through rules,
 * which move its revision, and resets, which replace it), at most once per state revision and
 * millisecond: under load, many requests share each one. Elsewhere (tests edit the state in
 * place under a fixed clock) on every request.
 */
export function settleTimeDriven(runtime: OperationRuntime, stored: BackendState): void {
  const now = runtime.clock.now();
  const ms = now.getTime();
  const last = runtime.reuseAnswers ? lastSettled.get(stored) : undefined;
  if (last && last.ms === ms && last.revision === stateRevision(stored)) return;
  // Tracked like a rule: records settle every few seconds (an import's pages), and an
  // untracked change would make the next save write the whole state (decision 0031).
  const settling = runtime.trackChanges ? trackChanges(stored) : undefined;
  if (settleTimeDrivenState(settling?.state ?? stored, now)) {
    changing(stored, () => undefined);
    runtime.changedOutsideRules(settling?.changes);
  }
  if (runtime.reuseAnswers) lastSettled.set(stored, { revision: stateRevision(stored), ms });
}
