import type { BackendState } from '../store/state.ts';
import { settleImports } from './imports.ts';
import { settleSpecs } from './openapi-processing.ts';
import { settleTranslations } from './translation-runs.ts';

/**
 * Records whose effects land elsewhere as the clock moves are brought up to date before every
 * request, so any read or change sees them as of now: an import's pages reach their space or
 * change request one by one, a finished translation run makes its translated space, a spec's
 * processing adds a version. Everything else time-driven is derived where it is read and needs
 * nothing here. Each step is idempotent and cheap when there is nothing to do. True when
 * anything changed, which the caller reports as a change of the state (store/indexes.ts).
 */
export function settleTimeDrivenState(state: BackendState, now: Date): boolean {
  // Each step runs whatever the others did (no short-circuit).
  const translations = settleTranslations(state, now);
  const specs = settleSpecs(state.openAPISpecs, now);
  const imports = settleImports(state, now);
  return translations || specs || imports;
}
