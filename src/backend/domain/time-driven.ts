import type { BackendState } from '../store/state.ts';
import { settleImports } from './imports.ts';

/**
 * Records whose effects land elsewhere as the clock moves (an import's pages reach their space
 * or change request one by one) are brought up to date before every request, so any read or
 * change sees them as of now. Everything else time-driven is derived where it is read and needs
 * nothing here. Each step is idempotent and cheap when there is nothing to do.
 */
export function settleTimeDrivenState(state: BackendState, now: Date): void {
  settleImports(state, now);
}
