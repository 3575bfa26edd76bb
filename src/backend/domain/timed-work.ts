import type { BackendState } from '../store/state.ts';
import { settleSpecs } from './openapi-processing.ts';
import { settleTranslations } from './translation-runs.ts';

/**
 * Work that moves on the backend clock (translation runs, OpenAPI processing) is never
 * scheduled: its state follows from stored timestamps and the clock. What it leaves behind
 * (a translated space, a new version) is written down by settling, which every operation does
 * first, so any reader finds it in place however far the clock moved, and a state saved and
 * loaded later settles to the same result.
 */
export function settleTimedWork(state: BackendState, now: Date): void {
  settleTranslations(state, now);
  settleSpecs(state.openAPISpecs, now);
}
